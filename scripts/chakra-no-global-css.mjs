// Chakra's createSystem computes the page-wide CSS (the reset, the global styles, every token
// through its css() pipeline) as it builds the system, though the console reads it from
// chakra-global.gen.css and never asks: ~35 ms of each load on the 2-core machine, and the code that
// does it (the reset's rules among it) on every signed-in first paint, 1.3 KiB. In the build the
// system has no page-wide CSS and cannot make it; scripts/generate-theme-css.mjs, which writes the
// stylesheet, loads Chakra without this plugin. Chakra is pinned; if its text changes, the build
// fails here rather than silently keep the cost.
const FILE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const MAKERS = ['getTokenCss', 'getGlobalCss', 'getPreflightCss'];
const NONE = 'throw new Error("Chakra\'s page-wide CSS is src/app/theme/chakra-global.gen.css");';

export function noGlobalCss(code) {
  const changed = () =>
    new Error(
      'chakra-no-global-css: @chakra-ui/react/styled-system/system.js changed; update or drop the plugin',
    );
  if (!code.includes(EAGER)) throw changed();
  let out = code.replace(EAGER, 'const _global = [];');
  for (const name of MAKERS) {
    const head = `  function ${name}() {\n`;
    const start = out.indexOf(head);
    // The body is indented by four spaces: the first line of two closes it.
    const end = out.indexOf('\n  }\n', start);
    if (start < 0 || end < 0) throw changed();
    out = `${out.slice(0, start)}${head}    ${NONE}\n${out.slice(end + 1)}`;
  }
  return out;
}

export function chakraNoGlobalCss() {
  let seen = false;
  return {
    name: 'chakra-no-global-css',
    apply: 'build',
    buildStart() {
      seen = false;
    },
    transform(code, id) {
      if (!FILE.test(id)) return undefined;
      seen = true;
      return { code: noGlobalCss(code), map: null };
    },
    buildEnd(error) {
      if (!error && !seen) this.error("chakra-no-global-css: Chakra's system.js was not in the build");
    },
  };
}
