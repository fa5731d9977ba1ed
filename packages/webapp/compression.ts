// Bytes on the wire: hashed assets are served from the brotli and gzip copies the build writes
// beside them (`.br`, `.gz`), whichever the browser accepts first in our order of preference, with
// `Vary: Accept-Encoding` and the immutable cache headers; pages and JSON answers are compressed
// on the fly. Streams (the server-rendered page) are flushed as React writes them.
import compression from 'compression';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Serves a folder of hashed, never-changing files, precompressed where a copy exists. */
export function precompressedAssets(folder: string): RequestHandler {
  return expressStaticGzip(folder, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: '365d', fallthrough: false, index: false },
  }) as RequestHandler;
}

/** On-the-fly compression for dynamic answers (HTML pages, JSON, XML, text). */
export function compressDynamicAnswers(): RequestHandler {
  // Answers below one TCP packet gain nothing from compression; brotli runs at the library's
  // quality 4, cheap enough per request.
  return compression({ threshold: 1024 });
}
