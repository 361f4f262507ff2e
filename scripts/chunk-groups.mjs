// Left to itself, rolldown gives each set of lazy chunks that share a module a chunk of its own:
// the shell's parts (Chakra, Ark, the header, the sidebar) are shared with the sign-in screens,
// the error screens and the toaster in ever other combinations, and a signed-in page asked for 81
// files before it could paint, each a request, a cache read and a module to link. These groups
// put what a screen imports, with everything it imports in turn, in few chunks: /dashboard now
// asks for 31. The sign-in screen's group comes first, so that it never loads the shell.
//
// Each group is named by the modules a route file imports (not the route file itself, whose chunk
// the router and `npm run bench` look up by name).
export const CHUNK_GROUPS = {
  login: {
    route: 'src/routes/login.tsx',
    modules: ['src/features/auth/login-screen.tsx'],
    mergeBelow: 10_000,
  },
  shell: {
    route: 'src/routes/_app.tsx',
    modules: ['src/app/chakra-root.tsx', 'src/app/shell/app-shell.tsx'],
  },
};

// Within a group, modules that the same set of lazy chunks use still share a chunk (so that the
// sign-up screen or the toaster does not load the whole shell), but sets under this many bytes
// join their closest neighbour instead of making a chunk each. Measured with `npm run bench`:
// 10 KB left /dashboard 36 files, 30 KB 31 files (13 once the common group came); 45 KB is 12 and
// 0.9 KiB less on every first paint, the sign-up and reset screens too; 100 KB put the shell into
// what the sign-in screen loads for an error page or the QA panel (7.6 KiB more). The sign-in
// group's is below its screen's own code (14 KB): at 30 KB that code once joined a set the shell
// shares (the error messages), and every signed-in first paint loaded the sign-in screen.
const MERGE_BELOW = 45_000;

const endsWith = (paths) => (id) => {
  const path = id.replace(/\\/g, '/');
  return paths.some((module) => path.endsWith(`/${module}`));
};

// What most signed-in screens draw with beyond the shell: the page frame, the loading and error
// states, number and date formats, and the Chakra layout and data components they and the screens
// are built of. Left to the groups above, each came in a chunk of its own for each set of screens
// sharing it: /dashboard asked for 20 small files, 16.9 KiB, that are 12.7 KiB as one. In one
// chunk, a screen may load a part or two it does not draw (a card, a table: 4.6 KiB in all).
export const COMMON = [
  /@chakra-ui\/react\/dist\/esm\/components\/(heading|stack|simple-grid|grid|card|skeleton|table)\//,
  /@chakra-ui\/react\/dist\/esm\/styled-system\/create-(slot-)?recipe-context\.js$/,
  /\/src\/components\/(page-frame|query-states)\.tsx$/,
  /\/src\/lib\/(format|intl-cache)\.ts$/,
];

/** For `build.rolldownOptions.output.codeSplitting.groups`, below the entry's own group. */
export const chunkGroups = () => [
  ...Object.entries(CHUNK_GROUPS).map(([name, { modules, mergeBelow }], index, all) => ({
    name,
    priority: all.length - index + 1,
    test: endsWith(modules),
    entriesAware: true,
    entriesAwareMergeThreshold: mergeBelow ?? MERGE_BELOW,
  })),
  {
    name: 'common',
    priority: 1,
    test: (id) => COMMON.some((pattern) => pattern.test(id.replace(/\\/g, '/'))),
  },
];
