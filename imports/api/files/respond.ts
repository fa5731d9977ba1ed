// Sends an error as JSON. When the body was not read to its end (refused before or while
// streaming), the answer asks to close the connection: Node then drops the rest of the upload
// instead of reading it all, and a client gets its 413/401/415 at once.
import type { Request, Response } from 'express';
import { UploadError } from './upload-error';

export function sendError(req: Request, res: Response, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (!req.complete) res.setHeader('Connection', 'close');
  // Always JSON: never a type or attachment name a route set from the file's name.
  res.removeHeader('Content-Disposition');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'no-store');
  if (error instanceof UploadError) {
    res.status(error.status).json(error.toJSON());
    return;
  }
  // Unexpected failures are logged here and answered generically (no paths or stack traces).
  console.error('File route failed:', error);
  res.status(500).json({ error: 'internal', message: 'The file could not be processed.' });
}
