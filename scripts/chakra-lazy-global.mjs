// Chakra's createSystem computes the page-wide CSS (every token through its css() pipeline) as it
// builds the system, though the console reads it from chakra-global.gen.css and never asks: ~35 ms
// of each load on the 2-core machine. In the build it is computed on first read instead. Chakra is
// pinned; if its text changes, the build fails here rather than silently keep the cost.
const FILE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _global;';
const FIELD = '    _global,\n';
const GETTER =
  '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n';

export function lazyGlobalCss(code) {
  if (!code.includes(EAGER) || !code.includes(FIELD)) {
    throw new Error(
      'chakra-lazy-global: @chakra-ui/react/styled-system/system.js changed; update or drop the plugin',
    );
  }
  return code.replace(EAGER, LAZY).replace(FIELD, GETTER);
}

export function chakraLazyGlobal() {
  let seen = false;
  return {
    name: 'chakra-lazy-global',
    apply: 'build',
    buildStart() {
      seen = false;
    },
    transform(code, id) {
      if (!FILE.test(id)) return undefined;
      seen = true;
      return { code: lazyGlobalCss(code), map: null };
    },
    buildEnd(error) {
      if (!error && !seen) this.error("chakra-lazy-global: Chakra's system.js was not in the build");
    },
  };
}
