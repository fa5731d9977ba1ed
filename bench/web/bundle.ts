// `web.bundle`: the JavaScript a cold load of /engine/projects needs to render (hydrate) the page:
// the entry chunk and its static imports (the page's script and modulepreload links), the chunks
// of the entry's steps (React's DOM renderer and the app, listed in the page as JSON), plus the
// projects screen's lazy chunk and its static imports, and the page language's message catalogs
// the first render speaks with: the shell's `public` part (client/main.tsx loads it) and the
// projects screen's own parts (imports/ui/app/paths.ts; its chunk loads them before it renders,
// imports/ui/lib/lazy-component.ts), measured for every language: the
// catalogs grow as screens are translated, so each language has its own total. Chunks come from the
// Vite manifest of the bench's own build; sizes are gzip (zlib default level, as a server would
// send them) of the files on disk.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CatalogPart } from '../../imports/i18n/define-area';
import { LOCALES, type Locale } from '../../imports/i18n/locales';
import { screenCatalogParts } from '../../imports/ui/app/paths';
import { fmt } from '../lib/stats';
import type { Benchmark, BenchReport, Target } from '../lib/types';
import { buildForBench } from './build';

const TARGET_KB = 150;
/** The lazy route chunk of /engine/projects (imports/ui/app/screens.ts). */
const ROUTE_MODULE = 'imports/ui/screens/projects/projects-screen.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface ChunkSize {
  file: string;
  phase: 'page' | 'steps' | 'route' | 'catalog';
  bytes: number;
  gzip: number;
}

/** The chunk and everything it imports statically, in load order, skipping `seen`. */
function closure(manifest: Manifest, key: string, seen: Set<string>): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  return [key, ...(chunk.imports ?? []).flatMap((child) => closure(manifest, child, seen))];
}

/** Script and modulepreload URLs of the built page, to check the manifest walk against. */
function pageScripts(indexHtml: string): string[] {
  const urls = [...indexHtml.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)];
  return urls.map((match) => path.basename(match[1]!)).sort();
}

/** The chunks of the entry's steps, as the build listed them in the page (client/main.tsx fetches them). */
function stepFiles(indexHtml: string): string[] {
  const listed = /<script type="application\/json" id="entry-chunks">([^<]*)<\/script>/.exec(indexHtml)?.[1];
  return listed ? (JSON.parse(listed) as string[]).map((url) => url.replace(/^\/engine\//, '')) : [];
}

/** The route's name in the route table (imports/ui/app/paths.ts), whose catalog parts it renders with. */
const ROUTE_NAME = 'projects';

/** The module (scripts/vite-i18n-catalogs.ts) of one part of a language's messages. */
const catalogModule = (locale: Locale, part: CatalogPart): string => `virtual:i18n-catalog/messages-${locale}-${part}`;

export interface FirstRender {
  /** The chunks every language loads. */
  chunks: ChunkSize[];
  /** Each language's catalog chunks: the shell's part and the route's. */
  catalogs: Record<Locale, ChunkSize[]>;
  pageCheck: string;
}

export function firstRenderChunks(clientDir: string): FirstRender {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const routeKey = Object.keys(manifest).find((key) => key.endsWith(ROUTE_MODULE));
  if (!entryKey || !routeKey) throw new Error(`manifest lacks the entry or ${ROUTE_MODULE}`);
  const seen = new Set<string>();
  const size = (key: string, phase: ChunkSize['phase']): ChunkSize => {
    const file = manifest[key]!.file;
    const bytes = readFileSync(path.join(clientDir, file));
    return { file: path.basename(file), phase, bytes: bytes.length, gzip: gzipSync(bytes).length };
  };
  const page = closure(manifest, entryKey, seen).map((key) => size(key, 'page'));
  const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const stepKeys = stepFiles(indexHtml).map((file) => Object.keys(manifest).find((key) => manifest[key]!.file === file));
  if (stepKeys.length === 0 || stepKeys.some((key) => !key)) throw new Error("the page's entry-chunks list is missing or names a file the manifest lacks");
  const steps = stepKeys.flatMap((key) => closure(manifest, key!, seen)).map((key) => size(key, 'steps'));
  const route = closure(manifest, routeKey, seen).map((key) => size(key, 'route'));
  const catalogs = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      screenCatalogParts(ROUTE_NAME).flatMap((part) => {
        const key = Object.keys(manifest).find((name) => name.endsWith(catalogModule(locale, part)));
        // The entry holds the catalogs' loaders (client/main.tsx); a catalog it does not import is not what the page loads.
        if (!key || !manifest[entryKey]!.dynamicImports?.includes(key)) throw new Error(`the entry does not load ${catalogModule(locale, part)}`);
        return closure(manifest, key, new Set(seen)).map((name) => size(name, 'catalog'));
      }),
    ]),
  ) as Record<Locale, ChunkSize[]>;
  const fromManifest = page.map((chunk) => chunk.file).sort();
  const fromHtml = pageScripts(indexHtml);
  const pageCheck =
    fromManifest.join() === fromHtml.join()
      ? `the page's chunks match index.html's script and modulepreload links (${fromHtml.length} files); the steps are the page's entry-chunks list (${stepKeys.length} files)`
      : `MISMATCH: manifest walk ${fromManifest.join(', ')} vs index.html ${fromHtml.join(', ')}`;
  return { chunks: [...page, ...steps, ...route], catalogs, pageCheck };
}

export const bundleBenchmark: Benchmark = {
  name: 'web.bundle',
  title: 'Gzipped JavaScript for the first render of /engine/projects',
  async run(): Promise<BenchReport> {
    const { clientDir } = await buildForBench();
    const { chunks, catalogs, pageCheck } = firstRenderChunks(clientDir);
    const kb = (bytes: number): string => fmt(bytes / 1000, 1);
    const total = (list: ChunkSize[], key: 'bytes' | 'gzip'): number => list.reduce((sum, chunk) => sum + chunk[key], 0);
    const rows = chunks.map((chunk) => [chunk.phase, chunk.file, kb(chunk.bytes), kb(chunk.gzip)]);
    rows.push(['shared', `${chunks.length} files, every language`, kb(total(chunks, 'bytes')), kb(total(chunks, 'gzip'))]);
    const targets: Target[] = [];
    for (const locale of LOCALES) {
      const catalog = catalogs[locale];
      const all = [...chunks, ...catalog];
      const gzipTotal = total(all, 'gzip');
      const catalogFiles = catalog.map((chunk) => `${chunk.file} (${kb(chunk.gzip)})`).join(', ');
      rows.push([`total ${locale}`, `shared + ${catalogFiles}`, kb(total(all, 'bytes')), kb(gzipTotal)]);
      targets.push({ label: `gzipped JS for the first render of /engine/projects in ${locale}`, value: `${kb(gzipTotal)} kB`, limit: `< ${TARGET_KB} kB`, met: gzipTotal / 1000 < TARGET_KB });
    }
    return {
      name: this.name,
      title: this.title,
      columns: ['loaded by', 'chunk', 'minified kB', 'gzip kB'],
      rows,
      targets,
      notes: [
        `page: the entry chunk and its static imports; steps: the chunks the entry loads in turn (React's DOM renderer, then the app); route: the lazy chunk of ${ROUTE_MODULE} and the static imports it adds; catalog: the page language's messages (precompiled, with their fallbacks): the shell's part, which the entry loads alongside the steps, and the route's parts (${screenCatalogParts(ROUTE_NAME).slice(1).join(', ')}), which its chunk loads; total <language>: the shared chunks plus that language's catalogs (gzip kB of each in brackets). kB = 1000 bytes; gzip at zlib's default level.`,
        `Check: ${pageCheck}.`,
        'Built by the bench into .meteor/local/bench-web/ with the app\'s vite.config.ts plus a manifest.',
      ],
    };
  },
};
