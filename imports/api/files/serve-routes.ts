// GET /photo/:photo (public) and GET /cv/:userId (the owner and admins only).
// Photos have random names that change with every upload, so a year-long immutable cache is
// safe. A CV is personal data: sent as an attachment, never cached, never sniffed into HTML.
import path from 'node:path';
import type { Request, Response } from 'express';
import { Meteor } from 'meteor/meteor';
import { ID_PATTERN } from '../common/lists';
import type { CvFile } from '../users/schema';
import { cvDownloadName } from './download-name';
import { PHOTO_MIME_TYPE } from './limits';
import { isAdmin, requireUser } from './request-user';
import { sendError } from './respond';
import { storedPath, uploadsDir } from './storage';
import { forbidden, notFound } from './upload-error';

const PHOTO_TYPES_BY_EXT: Readonly<Record<string, string>> = { webp: PHOTO_MIME_TYPE, jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** A stored file is never a document that may run or load anything, even if opened directly. */
const STORED_FILE_CSP = "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox";

/**
 * Streams a stored file. The path is given relative to the uploads folder as `root`: `send`'s
 * dot-file rule then looks only at `cvs/<name>`, not at the folder itself, which by default lies
 * inside `.meteor/` (with the absolute path every file was refused as a dot-file).
 */
function sendStored(req: Request, res: Response, file: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve) => {
    const root = uploadsDir();
    const options = { root, headers, etag: false, lastModified: false, cacheControl: false, dotfiles: 'deny' as const };
    res.sendFile(path.relative(root, file), options, (error) => {
      if (error && !res.headersSent) void sendError(req, res, notFound()).then(resolve);
      else resolve();
    });
  });
}

/** Express's `Content-Disposition: attachment` for `name` (RFC 6266 with a UTF-8 fallback). */
function attachmentHeader(res: Response, name: string): string {
  res.attachment(name);
  const header = String(res.getHeader('Content-Disposition'));
  res.removeHeader('Content-Disposition');
  res.removeHeader('Content-Type');
  return header;
}

export async function servePhoto(req: Request, res: Response): Promise<void> {
  const name = String(req.params.photo ?? '');
  const ext = name.split('.').pop() ?? '';
  const contentType = PHOTO_TYPES_BY_EXT[ext];
  const file = contentType ? storedPath('photos', name) : null;
  if (!file || !contentType) return sendError(req, res, notFound());
  await sendStored(req, res, file, {
    'Content-Type': contentType,
    // An <img> ignores it; a photo opened on its own is saved, never rendered as a page.
    'Content-Disposition': attachmentHeader(res, `photo.${ext}`),
    'Cache-Control': `public, max-age=${YEAR_SECONDS}, immutable`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': STORED_FILE_CSP,
  });
}

export async function serveCv(req: Request, res: Response): Promise<void> {
  try {
    const user = await requireUser(req);
    const ownerId = String(req.params.userId ?? '');
    // Permission before existence: a refusal says nothing about whether that user has a CV.
    if (ownerId !== user._id && !isAdmin(user)) throw forbidden();
    if (!ID_PATTERN.test(ownerId)) throw notFound();
    const owner = (await Meteor.users.findOneAsync({ _id: ownerId }, { fields: { 'candidateData.cv': 1 } })) as
      | { candidateData?: { cv?: CvFile } }
      | undefined;
    const cv = owner?.candidateData?.cv;
    const file = cv ? storedPath('cvs', cv.file) : null;
    if (!cv || !file) throw notFound();
    await sendStored(req, res, file, {
      // Set only once the file is streamed: an error answer must never inherit a type or an
      // attachment name from what the user called their upload (`evil.html`).
      'Content-Disposition': attachmentHeader(res, cvDownloadName(cv.name, cv.mimeType)),
      'Content-Type': cv.mimeType,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': STORED_FILE_CSP,
    });
  } catch (error) {
    await sendError(req, res, error);
  }
}
