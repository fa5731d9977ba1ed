// Server entry of the files feature: `registerFileRoutes(web.handlers, {uploadsDir})` adds the
// upload and download routes (register them before the client bundle's catch-all), and
// `removeUserFiles(userId)` is what account deletion calls.
import type { Express } from 'express';
import { People } from '../people/collection';
import { serveCv, servePhoto } from './serve-routes';
import { defaultUploadsDir, uploadsDir, openUploadsDir } from './storage';
import { type PhotoInUse, uploadCv, uploadPhoto } from './upload-routes';

export { removeUserFiles } from './user-files';
export { defaultUploadsDir } from './storage';

export interface FileRoutesOptions {
  /** Storage folder; default UPLOADS_DIR, else `.meteor/local/uploads`. */
  uploadsDir?: string;
  /** Whether a photo is still shown elsewhere (a published expert entry), so it must be kept. */
  photoInUse?: PhotoInUse;
}

const registered = new WeakSet<Express>();

/** An admin copies a candidate's photo name onto their expert entry; that copy keeps the file. */
async function photoOnExpertEntry(photo: string): Promise<boolean> {
  return (await People.findOneAsync({ photo }, { fields: { _id: 1 } })) !== undefined;
}

/** Adds the routes (once per app) and resolves with the folder in use once it exists. */
export async function registerFileRoutes(handlers: Express, options: FileRoutesOptions = {}): Promise<string> {
  if (registered.has(handlers)) return uploadsDir();
  registered.add(handlers);
  const ready = openUploadsDir(options.uploadsDir ?? defaultUploadsDir());
  const photoInUse = options.photoInUse ?? photoOnExpertEntry;
  handlers.post('/upload/cv', async (req, res) => {
    await ready;
    await uploadCv(req, res);
  });
  handlers.post('/upload/photo', async (req, res) => {
    await ready;
    await uploadPhoto(req, res, photoInUse);
  });
  handlers.get('/photo/:photo', async (req, res) => {
    await ready;
    await servePhoto(req, res);
  });
  handlers.get('/cv/:userId', async (req, res) => {
    await ready;
    await serveCv(req, res);
  });
  await ready;
  return uploadsDir();
}
