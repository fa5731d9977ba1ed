// Links stored files to their owner's account: `candidateData.cv` and `candidateData.photo`.
// A new file replaces the old one with a compare-and-set update (two uploads racing cannot
// leave a file nobody references), then the old file is deleted. `removeUserFiles` is what
// account deletion calls.
import { Meteor } from 'meteor/meteor';
import type { CvFile } from '../users/schema';
import { removeStored } from './storage';

type FileField = 'candidateData.cv' | 'candidateData.photo';

interface UserFilesDoc {
  _id: string;
  candidateData?: { cv?: CvFile; photo?: string };
}

async function currentFiles(userId: string): Promise<UserFilesDoc | undefined> {
  return (await Meteor.users.findOneAsync({ _id: userId }, { fields: { 'candidateData.cv': 1, 'candidateData.photo': 1 } })) as
    | UserFilesDoc
    | undefined;
}

/** Sets `field` to `value` if it still holds `expected` (by stored file name); true when done. */
async function swap(userId: string, field: FileField, expected: string | undefined, value: CvFile | string): Promise<boolean> {
  const key = field === 'candidateData.cv' ? 'candidateData.cv.file' : field;
  const selector = { _id: userId, [key]: expected === undefined ? { $exists: false } : expected };
  const stamp = { 'docInfo.updatedAt': new Date(), 'docInfo.updatedBy': userId };
  return (await Meteor.users.updateAsync(selector, { $set: { [field]: value, ...stamp } })) === 1;
}

async function replace(userId: string, field: FileField, value: CvFile | string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const user = await currentFiles(userId);
    if (!user) throw new Error('The account no longer exists.');
    const old = field === 'candidateData.cv' ? user.candidateData?.cv?.file : user.candidateData?.photo;
    if (await swap(userId, field, old, value)) return old;
  }
  throw new Error('The file could not be saved; please try again.');
}

export async function saveCv(userId: string, cv: CvFile): Promise<void> {
  const old = await replace(userId, 'candidateData.cv', cv);
  if (old && old !== cv.file) await removeStored('cvs', old);
}

export async function savePhoto(userId: string, photo: string, stillReferenced: (photo: string) => Promise<boolean>): Promise<void> {
  const old = await replace(userId, 'candidateData.photo', photo);
  // A published expert entry may show the old photo until an admin updates it.
  if (old && old !== photo && !(await stillReferenced(old))) await removeStored('photos', old);
}

/** Deletes a user's CV and photo files and unsets their references; returns what was removed. */
export async function removeUserFiles(userId: string): Promise<{ cv?: string; photo?: string }> {
  const user = await currentFiles(userId);
  const cv = user?.candidateData?.cv?.file;
  const photo = user?.candidateData?.photo;
  if (!user || (!cv && !photo)) return {};
  await Meteor.users.updateAsync({ _id: userId }, { $unset: { 'candidateData.cv': 1, 'candidateData.photo': 1 } });
  await removeStored('cvs', cv);
  await removeStored('photos', photo);
  return { ...(cv ? { cv } : {}), ...(photo ? { photo } : {}) };
}
