// Chunks shaped by how a page loads, instead of one chunk per set of importers (Rolldown's
// default gave a public page 20 to 30 chunks of 1–2 kB; each request costs a phone's main thread
// ~1.5 ms to start and a slow network a round trip):
// - `react`: React's DOM renderer and what it imports (the entry's first step);
// - `app`: the app shell the entry's second step loads (client/start-app.tsx and its imports);
// - `public-…`: what the public screens import beyond those, one chunk per set of public screens
//   that import it (a page loads only what its screen needs, in a few chunks), except `separate`
//   libraries (the markdown renderer), which keep chunks of their own.
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
  /** Module id → its chunk's name: the public screens that import it. */
  let publicKit = new Map<string, string>();
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
                  { name: (id: string) => publicKit.get(id) ?? null, debugName: 'public screens', test: (id: string) => publicKit.has(id), priority: 1, includeDependenciesRecursively: false },
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
      const screens = publicScreens.map((screen) => find(screen)[0]);
      if (react.size === 0 || app.size === 0 || screens.some((id) => id === undefined)) throw new Error('page-chunks: a step or a public screen is missing from the module graph');
      const screenIds = new Set(screens);
      const users = new Map<string, string[]>();
      screens.forEach((screen, index) => {
        for (const id of staticallyReachable(context, [screen!])) {
          if (entryModules.has(id) || react.has(id) || app.has(id) || screenIds.has(id) || separate.test(id)) continue;
          users.set(id, [...(users.get(id) ?? []), path.basename(publicScreens[index]!).replace(/-screen\.tsx$/, '')]);
        }
      });
      publicKit = new Map([...users].map(([id, names]) => [id, `public-${names.join('-')}`]));
    },
  };
}
