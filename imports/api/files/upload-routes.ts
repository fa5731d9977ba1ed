// POST /upload/cv and POST /upload/photo. The body is the file itself (what XMLHttpRequest.send
// (file) sends), not multipart: nothing to parse, and the stream goes straight to a temp file
// under the size limit. The original name arrives percent-encoded in `X-File-Name` and is only
// kept as a label for the CV download. Order: authenticate (before reading a byte), receive,
// check the content, move into place (synced to disk), update the account, answer. Any failure removes every
// file written on the way.
import type { Request, Response } from 'express';
import type { CvFile } from '../users/schema';
import { durableMove } from './durable-move';
import { CV_TYPES, MAX_BYTES, PHOTO_EXT } from './limits';
import { writeAvatar } from './photo-image';
import { receiveToFile } from './receive-stream';
import { requireUser } from './request-user';
import { sendError } from './respond';
import { sniffCv, sniffPhoto } from './sniff';
import { newFileName, removeQuietly, storedPath, tempPath } from './storage';
import { UploadError } from './upload-error';
import { saveCv, savePhoto } from './user-files';

export type PhotoInUse = (photo: string) => Promise<boolean>;

/** A printable label from the client's file name: no path, no control characters, ≤ 255 chars. */
export function originalName(header: unknown, fallbackExt: string): string {
  let name = '';
  if (typeof header === 'string') {
    try {
      name = decodeURIComponent(header);
    } catch {
      name = '';
    }
  }
  name = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(-255);
  return name === '' || name.startsWith('.') ? `cv.${fallbackExt}` : name;
}

async function receive(req: Request, kind: 'cv' | 'photo', temp: string): Promise<number> {
  const size = await receiveToFile(req, temp, MAX_BYTES[kind]);
  if (size === 0) throw new UploadError(400, 'empty', 'sign-up.upload.empty');
  return size;
}

export async function uploadCv(req: Request, res: Response): Promise<void> {
  const temp = tempPath();
  let stored: string | null = null;
  try {
    const user = await requireUser(req);
    const size = await receive(req, 'cv', temp);
    const type = CV_TYPES[await sniffCv(temp)];
    const file = newFileName(type.ext);
    stored = storedPath('cvs', file);
    if (!stored) throw new Error('Generated file name rejected');
    await durableMove(temp, stored);
    const cv: CvFile = { file, name: originalName(req.headers['x-file-name'], type.ext), mimeType: type.mimeType, size, uploadedAt: new Date() };
    await saveCv(user._id, cv);
    stored = null;
    // The stored file name is the token `users.saveSignUpStep('upload-cv', {file})` confirms.
    res.status(201).json({ cv: { file: cv.file, name: cv.name, mimeType: cv.mimeType, size: cv.size, uploadedAt: cv.uploadedAt.toISOString() } });
  } catch (error) {
    await removeQuietly(stored);
    await sendError(req, res, error);
  } finally {
    await removeQuietly(temp);
  }
}

export async function uploadPhoto(req: Request, res: Response, photoInUse: PhotoInUse): Promise<void> {
  const temp = tempPath();
  const resized = tempPath();
  let stored: string | null = null;
  try {
    const user = await requireUser(req);
    await receive(req, 'photo', temp);
    await sniffPhoto(temp);
    const { side } = await writeAvatar(temp, resized);
    const photo = newFileName(PHOTO_EXT);
    stored = storedPath('photos', photo);
    if (!stored) throw new Error('Generated file name rejected');
    await durableMove(resized, stored);
    await savePhoto(user._id, photo, photoInUse);
    stored = null;
    res.status(201).json({ photo, url: `/photo/${photo}`, size: side });
  } catch (error) {
    await removeQuietly(stored);
    await sendError(req, res, error);
  } finally {
    await removeQuietly(temp);
    await removeQuietly(resized);
  }
}
