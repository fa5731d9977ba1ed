// Chunks shaped by how a page loads, instead of one chunk per set of importers (Rolldown's
// default gave a public page 20 to 30 chunks of 1–2 kB; each request costs a phone's main thread
// ~1.5 ms to start and a slow network a round trip):
// - `react`: React's DOM renderer and what it imports (the entry's first step);
// - `app`: the app shell the entry's second step loads (client/start-app.tsx and its imports);
// - `public-kit`: what the public screens import beyond those, except `separate` libraries (the
//   markdown renderer: only detail pages need it).
// Each screen stays a chunk of its own. The module sets are computed from the module graph once
// it is complete (buildEnd), and read by the chunking groups' tests after it.
import path from 'node:path';
import type { Plugin } from 'vite';

export interface PageChunksOptions {
  /** Module id ending of the entry (its own modules stay in its chunk). */
  entry: string;
  /** Module id endings of the entry's steps, in order (react-dom's client first). */
  steps: [string, string];
  /** Module id endings of the screens the server renders. */
  publicScreens: string[];
  /** Modules left to chunks of their own (libraries only some public screens use, like markdown). */
  separate: RegExp;
}

interface GraphContext {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

function staticallyReachable(context: GraphContext, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function pageChunks({ entry, steps, publicScreens, separate }: PageChunksOptions): Plugin {
  let react = new Set<string>();
  let app = new Set<string>();
  let publicKit = new Set<string>();
  const endsWith = (suffix: string) => (id: string) => id === suffix || id.endsWith(`${path.sep}${suffix}`) || id.endsWith(`/${suffix}`);
  return {
    name: 'page-chunks',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // Without their dependencies: the entry's own modules stay in the entry's chunk.
                  { name: 'react', test: (id: string) => react.has(id), priority: 3, includeDependenciesRecursively: false },
                  { name: 'app', test: (id: string) => app.has(id), priority: 2, includeDependenciesRecursively: false },
                  { name: 'public-kit', test: (id: string) => publicKit.has(id), priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const context = this as unknown as GraphContext;
      const ids = [...context.getModuleIds()];
      const find = (suffix: string) => ids.filter(endsWith(suffix));
      const [reactStep, appStep] = steps;
      const entryModules = staticallyReachable(context, find(entry));
      react = new Set([...staticallyReachable(context, find(reactStep))].filter((id) => !entryModules.has(id)));
      app = new Set([...staticallyReachable(context, find(appStep))].filter((id) => !react.has(id) && !entryModules.has(id)));
      const screens = publicScreens.flatMap(find);
      if (react.size === 0 || app.size === 0 || screens.length !== publicScreens.length) throw new Error('page-chunks: a step or a public screen is missing from the module graph');
      const screenIds = new Set(screens);
      publicKit = new Set([...staticallyReachable(context, screens)].filter((id) => !entryModules.has(id) && !react.has(id) && !app.has(id) && !screenIds.has(id) && !separate.test(id)));
    },
  };
}
