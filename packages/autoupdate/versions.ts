// autoupdate's client versions, computed from the built client: `versionNonRefreshable` over
// code and markup (JS, HTML — a change needs a page reload), `versionRefreshable` over stylesheets
// (CSS — can be swapped in place), and `version` over every file. Each is a SHA-1 hex digest of
// the files' paths and content hashes (order-independent), plus the runtime config for `version`
// and `versionNonRefreshable`, since a changed config also needs a reload. The page's own
// `<link rel=stylesheet>` tags are left out of the non-refreshable hash: they only name the
// stylesheets, which `versionRefreshable` covers (in Meteor the page is generated and not hashed
// at all), so a CSS-only rebuild stays a swap rather than a reload. `AUTOUPDATE_VERSION`
// (passed in as `autoupdateVersion`) replaces all three, as in Meteor.
// Left out: `versionReplaceable`/`versionHmr` (no HMR in production builds), multiple client
// architectures (one modern web bundle), recomputing on SIGHUP.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface BuiltFile {
  /** URL path the browser loads it from, e.g. `/assets/index-3f1c.js`. */
  url: string;
  content: string | Uint8Array;
}

export interface ClientVersions {
  version: string;
  versionRefreshable: string;
  versionNonRefreshable: string;
  /** The stylesheets, for the in-place swap. */
  assets: { url: string }[];
}

export interface VersionOptions {
  runtimeConfig?: Record<string, unknown>;
  autoupdateVersion?: string;
}

export type FileKind = 'refreshable' | 'non-refreshable' | 'other';

const NON_REFRESHABLE = new Set(['.js', '.mjs', '.html', '.wasm']);

/** CSS is refreshable; scripts and markup are not; images, fonts and source maps are neither. */
export function fileKind(url: string): FileKind {
  const ext = path.posix.extname(url.split(/[?#]/)[0] ?? '').toLowerCase();
  if (ext === '.css') return 'refreshable';
  return NON_REFRESHABLE.has(ext) ? 'non-refreshable' : 'other';
}

function sha1(data: string | Uint8Array): string {
  return createHash('sha1').update(data).digest('hex');
}

const STYLESHEET_LINK = /<link\b[^>]*\brel\s*=\s*["']?stylesheet\b[^>]*>/gi;

/** A page without its stylesheet links (other content, including scripts, is kept). */
function withoutStylesheetLinks(file: BuiltFile): BuiltFile {
  if (!/\.html?$/i.test(file.url.split(/[?#]/)[0] ?? '')) return file;
  const text = typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content);
  return { url: file.url, content: text.replace(STYLESHEET_LINK, '') };
}

function hashFiles(files: readonly BuiltFile[], runtimeConfig?: Record<string, unknown>): string {
  const entries = files.map((file) => [file.url, sha1(file.content)]).sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  return sha1(JSON.stringify({ files: entries, runtimeConfig: runtimeConfig ?? null }));
}

/** Drops the autoupdate keys, which hold the versions themselves. */
function configForHash(config: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!config) return undefined;
  const rest = { ...config };
  delete rest.autoupdate;
  delete rest.autoupdateVersion;
  delete rest.autoupdateVersionRefreshable;
  delete rest.autoupdateVersionCordova;
  return rest;
}

export function computeClientVersions(files: readonly BuiltFile[], options: VersionOptions = {}): ClientVersions {
  const config = configForHash(options.runtimeConfig);
  const refreshable = files.filter((file) => fileKind(file.url) === 'refreshable');
  const nonRefreshable = files.filter((file) => fileKind(file.url) === 'non-refreshable').map(withoutStylesheetLinks);
  const assets = refreshable.map((file) => ({ url: file.url })).sort((a, b) => (a.url < b.url ? -1 : 1));
  const forced = options.autoupdateVersion;
  return {
    version: forced ?? hashFiles(files, config),
    versionRefreshable: forced ?? hashFiles(refreshable),
    versionNonRefreshable: forced ?? hashFiles(nonRefreshable, config),
    assets,
  };
}

/** Reads every file under the built client folder; URLs are paths under `baseUrl` (default `/`). */
export async function readBuiltClient(dir: string, baseUrl = '/'): Promise<BuiltFile[]> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: BuiltFile[] = [];
  for (const entry of names) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full).split(path.sep).join('/');
    files.push({ url: path.posix.join(baseUrl, relative), content: await readFile(full) });
  }
  return files;
}

export async function clientVersionsFromFolder(
  dir: string,
  options: VersionOptions & { baseUrl?: string } = {},
): Promise<ClientVersions> {
  return computeClientVersions(await readBuiltClient(dir, options.baseUrl), options);
}
