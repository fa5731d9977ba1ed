// The entry loads the app in steps with dynamic imports (client/main.tsx), so each step's chunks
// would be fetched only when the step starts: one more round trip per step on a slow network.
// This plugin lists the steps' chunks (and everything they import) in the built page as JSON
// (`<script type="application/json" id="entry-chunks">`); the entry preloads them all at once
// when it starts. Not as modulepreload links in the HTML: those compete with the stylesheet for
// the network before the first paint (on a slow phone network ~100 kB of script delayed the
// first paint by ~0.8 s), and the server's HTML is readable long before the scripts are needed.
import path from 'node:path';
import type { Plugin } from 'vite';

interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  moduleIds?: string[];
  imports?: string[];
}

/**
 * `steps`: module ids (absolute paths, or a package path ending like `react-dom/client.js`);
 * `id`: the id of the JSON script element the entry reads.
 */
export function listEntrySteps(steps: string[], id: string): Plugin {
  let base = '/';
  return {
    name: 'list-entry-steps',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = (context.bundle ?? {}) as Record<string, ChunkInfo>;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const wanted = new Set<string>();
        const visit = (fileName: string) => {
          if (wanted.has(fileName)) return;
          wanted.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const step of steps) {
          const isStep = (id: string | null | undefined) => !!id && (id === step || id.endsWith(`${path.sep}${step}`));
          // The chunk the step's module is the face of, else the chunk a chunking group put it in.
          const chunk = chunks.find((candidate) => isStep(candidate.facadeModuleId)) ?? chunks.find((candidate) => candidate.moduleIds?.some(isStep));
          if (!chunk) throw new Error(`list-entry-steps: no chunk for ${step}`);
          visit(chunk.fileName);
        }
        const already = new Set([...html.matchAll(/(?:src|href)="[^"]*?\/([^"/]+\.js)"/g)].map((match) => match[1]));
        const urls = [...wanted].filter((fileName) => !already.has(path.basename(fileName))).map((fileName) => `${base}${fileName}`);
        // JSON.stringify of plain file names: nothing in them can close the script element.
        return [{ tag: 'script', attrs: { type: 'application/json', id }, children: JSON.stringify(urls), injectTo: 'body' as const }];
      },
    },
  };
}
