// Streams a request body into a file while counting bytes: the limit is enforced as data
// arrives, so an oversized upload is stopped after at most one chunk beyond the limit and
// nothing larger than the limit ever reaches the disk. A declared Content-Length over the limit
// is refused before any byte is read. A write that fails (a full disk) fails the upload.
import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { UploadError } from './upload-error';

export function tooLarge(maxBytes: number): UploadError {
  const mb = Math.round(maxBytes / (1024 * 1024));
  return new UploadError(413, 'too-large', 'errors.upload.tooLarge', { mb });
}

export function receiveToFile(req: IncomingMessage, target: string, maxBytes: number): Promise<number> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.reject(tooLarge(maxBytes));

  return new Promise<number>((resolve, reject) => {
    // 'wx': a random temp name that already exists means something is badly wrong; never overwrite.
    // Owner-only from the first byte: CVs and photos are personal data.
    const out = createWriteStream(target, { flags: 'wx', mode: 0o600 });
    let size = 0;
    let settled = false;

    const fail = (error: UploadError | Error): void => {
      if (settled) return;
      settled = true;
      // Stop reading: the route answers and closes the connection.
      req.off('data', onData);
      req.pause();
      out.destroy();
      // Reject only once the file is closed, so the caller's unlink cannot race its creation.
      if (out.closed) reject(error);
      else out.once('close', () => reject(error));
    };

    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) return fail(tooLarge(maxBytes));
      if (!out.write(chunk)) {
        req.pause();
        out.once('drain', () => {
          if (!settled) req.resume();
        });
      }
    };

    req.on('data', onData);
    req.once('end', () => {
      if (settled) return;
      // end's callback also runs when a write failed (a full disk): that is no finished file.
      out.end((error?: Error | null) => {
        if (error) return fail(error);
        if (settled) return;
        settled = true;
        resolve(size);
      });
    });
    req.once('close', () => {
      if (!req.complete) fail(new UploadError(400, 'incomplete', 'errors.upload.interrupted'));
    });
    req.once('error', () => fail(new UploadError(400, 'incomplete', 'errors.upload.interrupted')));
    out.once('error', (error) => fail(error));
  });
}
