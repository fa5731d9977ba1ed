// Deleting one's own account (GDPR erasure) and exporting one's own data (GDPR access). Other
// modules take part through ./personal-data.ts: their deletion hooks erase what they hold (files,
// the expert entry, …) and their exporters add sections. Server-only.
//
// Decisions where the spec is silent:
// - The user document is not removed but emptied into a tombstone: `_id`, `createdAt`,
//   `deletedAt`, a placeholder e-mail `deleted-<id>@deleted.invalid` (the reserved `.invalid`
//   domain never receives mail) and no roles. Records kept as legal evidence (agreements) name
//   the account by id, and the id must not be re-issued. The real address is free for a new
//   sign-up at once.
// - Removing `services` removes every login token, which logs every connection of the user out
//   (accounts-base watches the tokens); the calling connection is logged out before the answer.
// - Agreement records (peopleDocuments' agreement objects, with the name, e-mail and IP address
//   captured when agreeing) are kept: they are the evidence of what the person agreed to, which
//   GDPR Art. 17(3)(e) allows keeping for legal claims.
import { type DeletionReport, collectPersonalData, runAccountDeletedHooks } from './personal-data';
import { findLiveUser, usersCollection } from './store';
import { userError } from '../common/user-error';

export interface DeletionSummary extends DeletionReport {
  deletedAt: Date;
}

export const ERASED_BY_USERS = [
  'Your name and display settings (profile)',
  'Your candidate data: phone, country, city, headline, languages, availability, expected rate, expertise, skills, experience, and the references to your CV and photo',
  'Your e-mail address (replaced by a placeholder)',
  'Your password and every login session',
  'Campaign data recorded at sign-up',
  'Your roles, selected company account and online status',
];

export const KEPT_BY_USERS = [
  {
    what: 'Your account id with its sign-up and deletion dates',
    why: 'Records that must be kept refer to this id; nothing left in it identifies you.',
  },
  {
    what: 'Agreement records of documents you agreed to (time, IP address, browser, and the name and e-mail you agreed with)',
    why: 'They are legal evidence of the agreements (such as NDAs) you accepted and are kept for as long as claims can be made (GDPR Art. 17(3)(e)).',
  },
];

export function tombstoneEmail(userId: string): string {
  return `deleted-${userId.toLowerCase()}@deleted.invalid`;
}

export async function deleteAccount(userId: string): Promise<DeletionSummary> {
  const user = await findLiveUser(userId);
  // Hooks first: they need the user's file names and e-mail, which the erasure removes.
  const fromModules = await runAccountDeletedHooks(user);
  const deletedAt = new Date();
  const changed = await usersCollection().updateAsync(
    { _id: userId, deletedAt: { $exists: false } },
    {
      $set: {
        emails: [{ address: tombstoneEmail(userId), verified: false }],
        roles: [],
        deletedAt,
        docInfo: { updatedAt: deletedAt, updatedBy: userId },
      },
      $unset: { profile: '', candidateData: '', services: '', campaign: '', selectedAccountId: '', status: '', username: '', retention: '' },
    },
  );
  if (changed === 0) throw userError(404, 'errors.notFound.user');
  return {
    deletedAt,
    erased: [...ERASED_BY_USERS, ...fromModules.erased],
    kept: [...KEPT_BY_USERS, ...fromModules.kept],
  };
}

export interface PersonalDataExport {
  format: 'marketplace-personal-data/1';
  exportedAt: Date;
  userId: string;
  sections: Record<string, unknown>;
}

export async function exportPersonalData(userId: string): Promise<PersonalDataExport> {
  await findLiveUser(userId, { _id: 1 });
  return { format: 'marketplace-personal-data/1', exportedAt: new Date(), userId, sections: await collectPersonalData(userId) };
}
