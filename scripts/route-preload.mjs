import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The router asks for a screen's code and texts only once the entry has arrived and run: on a
// throttled phone that chain (entry, then texts, then the screen's chunks) was most of the sign-in
// page's largest paint. A small script, async beside the entry, finds the screen the address leads
// to and asks for those files at once, as modulepreload and preload links, which the router and
// i18next then find in the browser's cache.

// The routes of src/routeTree.gen.ts (TanStack Router's generator): each route's id, full path and
// file. A route's parents are the routes whose id is a path prefix of its own.
export function readRouteTree(source) {
  const files = new Map(
    [...source.matchAll(/^import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'$/gm)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  const block =
    /^ {4}'([^']+)': \{\s+id: '([^']+)'\s+path: '[^']*'\s+fullPath: '([^']*)'\s+preLoaderRoute: typeof (\w+)/gm;
  return [...source.matchAll(block)].map((m) => ({ id: m[2], fullPath: m[3], file: files.get(m[4]) }));
}

const under = (id, parent) => id.startsWith(`${parent}/`);

// One entry per screen (a route no other route is under): the address pattern, whether it is in the
// shell and whether it asks for a session, and the route files whose chunks it loads, parents first.
export function screensOf(routes) {
  return routes
    .filter((route) => route.file && !routes.some((other) => under(other.id, route.id)))
    .map((route) => ({
      pattern: `^${route.fullPath.replace(/\/$/, '').replace(/\$\w+/g, '[^/]+')}/?$`,
      shell: under(route.id, '/_app'),
      guarded: under(route.id, '/_app/_guarded'),
      files: routes
        .filter((other) => other.file && (other === route || under(route.id, other.id)))
        .sort((a, b) => a.id.length - b.id.length)
        .map((other) => `src/routes/${other.file}`),
    }));
}

// What a screen's route files (named without their extension) load beyond the entry: their
// component chunks (`<file>?tsr-split=component...`), what those import statically, their styles.
// The bundle is indexed once; the returned function answers for each screen.
export function assetsIn(bundle, root) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start, seen = new Set()) => {
    const visit = (name) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const next of byName.get(name)?.imports ?? []) visit(next);
    };
    visit(start);
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = entry ? closure(entry.fileName) : new Set();
  const components = chunks.flatMap((chunk) => {
    const [module, split = ''] = (chunk.facadeModuleId ?? '').split('?tsr-split=');
    return split.includes('component') ? [{ file: module.replace(/\.[jt]sx?$/, ''), chunk }] : [];
  });
  return (routeFiles) => {
    const wanted = new Set();
    for (const { file, chunk } of components) {
      if (!routeFiles.some((route) => file === join(root, route))) continue;
      for (const name of closure(chunk.fileName)) if (!loaded.has(name)) wanted.add(name);
    }
    const css = [...wanted].flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]);
    return [...wanted, ...new Set(css)];
  };
}

// The links go into the page with one append: one by one, the script took about half as long again
// on a throttled phone (73 ms against 47). A visitor without a session (no token, as the guard of
// src/routes/_app/_guarded.tsx reads it) at a guarded address is sent to sign in: the script asks for
// the sign-in screen's files instead of the shell's, which would go unused. Run after the console
// has asked for its texts itself (src/api/locale-backend.ts marks the page), it does not ask again.
//
// The script is on every first paint, so its table is kept small: files named without their folder
// and `.js`, and each screen's files as the steps between their places in that list, in order (0.5
// KiB of the 3.4 its gzip was).
export function preloadScript({
  screens,
  languages,
  fallback,
  signIn = '/login',
  tokenKey = 'token',
  textsAsked = 'data-texts-asked',
}) {
  const files = [...new Set(screens.flatMap((screen) => screen.assets))];
  const outside = files.find((file) => !file.startsWith('assets/'));
  if (outside) throw new Error(`route-preload: ${outside} is not in assets/`);
  const steps = (places) =>
    places.sort((a, b) => a - b).map((place, index) => place - (places[index - 1] ?? 0));
  const table = screens.map((screen) => [
    screen.pattern,
    screen.guarded ? 2 : screen.shell ? 1 : 0,
    steps(screen.assets.map((asset) => files.indexOf(asset))),
  ]);
  const names = files.map((file) => file.slice('assets/'.length).replace(/\.js$/, ''));
  return `const f=${JSON.stringify(names)},r=${JSON.stringify(table)},l=${JSON.stringify(languages)};
const m=a=>r.find(([p])=>new RegExp(p).test(a));
let s=m(location.pathname),g=null,k=null;try{g=localStorage.getItem('language');k=localStorage.getItem(${JSON.stringify(tokenKey)})}catch{}
if(s&&s[1]===2&&!k)s=m(${JSON.stringify(signIn)});
if(s){
const links=document.createDocumentFragment();
const add=(rel,href,as)=>{const k=document.createElement('link');k.rel=rel;k.href=href;if(as)k.setAttribute('as',as);k.crossOrigin='';links.append(k)};
let i=0;for(const d of s[2]){i+=d;const h='/assets/'+f[i];h.endsWith('.css')?add('preload',h,'style'):add('modulepreload',h+'.js')}
const t=s[1]?'translation':'start';
if(!document.documentElement.hasAttribute(${JSON.stringify(textsAsked)}))for(const x of new Set([l.includes(g)?g:${JSON.stringify(fallback)},${JSON.stringify(fallback)}]))add('preload','/locales/'+x+'/'+t+'.json','fetch');
document.head.append(links);
}
`;
}

// Build only: the dev server has no chunks, and loads each module as the page asks for it.
export function routePreloadPlugin({ fallback = 'en' } = {}) {
  let root;
  let publicDir;
  let fileName;
  return {
    name: 'console-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const assetsOf = assetsIn(bundle, root);
        const screens = screensOf(
          readRouteTree(readFileSync(join(root, 'src/routeTree.gen.ts'), 'utf8')),
        ).map((screen) => ({ ...screen, assets: assetsOf(screen.files) }));
        const languages = readdirSync(join(publicDir, 'locales'));
        const id = this.emitFile({
          type: 'asset',
          name: 'route-preload.js',
          source: preloadScript({ screens, languages, fallback }),
        });
        fileName = this.getFileName(id);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!fileName) return [];
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
