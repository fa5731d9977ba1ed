// Sends an error as JSON. When the body was not read to its end (refused before or while
// streaming), the rest is drained, bounded (drain-refused-body.ts): closing the socket under an
// unread body resets it, and the client may lose its 413/401 answer.
import type { Request, Response } from 'express';
import { drainRefusedBody, keepsAlive } from './drain-refused-body';
import { diskFullError, internalError, UploadError } from './upload-error';
import { Log } from 'meteor/logging';

export async function sendError(req: Request, res: Response, error: unknown): Promise<void> {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const drained = drainRefusedBody(req);
  if (!keepsAlive(req)) await drained;
  if (res.headersSent || res.destroyed) return;
  // Always JSON: never a type or attachment name a route set from the file's name.
  res.removeHeader('Content-Disposition');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'no-store');
  if (error instanceof UploadError) {
    res.status(error.status).json(error.toJSON());
    return;
  }
  // Unexpected failures are logged here (the operator must free space for a full disk) and
  // answered without paths or stack traces.
  Log.error('File route failed', { err: error });
  const refusal = diskFullError(error) ?? internalError();
  res.status(refusal.status).json(refusal.toJSON());
}
