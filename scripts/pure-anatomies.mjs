// An anatomy (the names of a component's parts) is built by a call at the top of its module:
// `createAnatomy("menu").parts(…)`. A bundler must keep a call it cannot prove free of side effects,
// so Chakra's anatomy module, which the recipes on every signed-in first paint import, kept all 40
// of its anatomies and the Ark and Zag modules behind them. These calls only build objects: marked
// pure, the unused ones go.
const FILES = [
  /@chakra-ui\/react\/dist\/esm\/anatomy\.js$/,
  /@ark-ui\/react\/dist\/components\/[\w-]+\/[\w-]+\.anatomy\.js$/,
  /@zag-js\/[\w-]+\/dist\/[\w-]+\.anatomy\.mjs$/,
];
const DECLARATION = /^((?:export )?(?:const|var|let) [\w$]+ = )(?=[\w$.]+\()/gm;

export const markAnatomiesPure = (code) => code.replace(DECLARATION, '$1/* @__PURE__ */ ');

export function pureAnatomies() {
  return {
    name: 'pure-anatomies',
    apply: 'build',
    transform(code, id) {
      if (!FILES.some((file) => file.test(id))) return undefined;
      return { code: markAnatomiesPure(code), map: null };
    },
  };
}
