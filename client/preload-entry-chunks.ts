// Fetches the chunks of the entry's steps all at once (their list is JSON the build wrote into
// the page, scripts/vite-entry-steps.ts): each is evaluated only when its step imports it, but no
// step waits for a round trip of its own.
export const ENTRY_CHUNKS_ID = 'entry-chunks';

/** `sink`: server-render's client sink (only its JSON reader is used). */
export function preloadEntryChunks(sink: { readJson(id: string): string | null }): void {
  let urls: unknown;
  try {
    urls = JSON.parse(sink.readJson(ENTRY_CHUNKS_ID) ?? '[]');
  } catch {
    return; // A page without the list still loads: each step fetches its own chunks.
  }
  if (!Array.isArray(urls)) return;
  // fetch() fills the HTTP cache the module loader then reads from: appending a modulepreload
  // link per chunk cost a phone ~4 ms each (a fetch started inside a DOM mutation).
  for (const url of urls) {
    if (typeof url === 'string' && url.startsWith('/')) void fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
  }
}
