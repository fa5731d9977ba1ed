// The parts of account deletion and data export that live in other modules' collections, wired
// here by name until those modules register their own (registering the same name again replaces
// these). Deletion: the CV and photo files and the expert directory entry made from the
// candidate. Export: applications, expert requests, company memberships and the expert entry.
// Documents with agreements join when the peopleDocuments collection exists. Server-only.
import { Applications } from '../applications/collection';
import { CANDIDATE_APPLICATION_FIELDS } from '../applications/schema';
import { Companies } from '../companies/collection';
import { removeUserFiles } from '../files/user-files';
import { People } from '../people/collection';
import { removeEntryOf } from '../people/entry-flag';
import { ApplyAsks } from '../matching/asks';
import { Requests } from '../requests/collection';
import { exportOwnUserDocument } from './logic';
import { onAccountDeleted, registerPersonalDataExporter } from './personal-data';

export function registerUserDataHooks(): void {
  onAccountDeleted('files', async (user) => {
    const removed = await removeUserFiles(user._id);
    const erased = [removed.cv ? 'Your CV file' : null, removed.photo ? 'Your photo file' : null];
    return { erased: erased.filter((item): item is string => item !== null) };
  });
  onAccountDeleted('people', async (user) => {
    const removed = await removeEntryOf(user._id);
    return { erased: removed > 0 ? ['Your entry in the expert directory'] : [] };
  });
  // The agency's record of having asked the person to apply: nothing of theirs to report.
  onAccountDeleted('applyAsks', async (user) => {
    await ApplyAsks.removeAsync({ userId: user._id });
  });

  // The fields the candidate sees of their applications (the agency's internal remarks are not theirs).
  registerPersonalDataExporter('applications', (userId) => Applications.find({ userId }, { fields: CANDIDATE_APPLICATION_FIELDS }).fetchAsync());
  registerPersonalDataExporter('requests', (userId) => Requests.find({ userId }).fetchAsync());
  registerPersonalDataExporter('companyMemberships', async (userId) => {
    const companies = await Companies.find({ 'members.userId': userId }, { fields: { name: 1, country: 1, members: 1 } }).fetchAsync();
    // Only the caller's own membership: other members' ids are not the caller's data.
    return companies.map(({ _id, name, country, members }) => ({
      companyId: _id,
      name,
      country,
      membership: members.find((member) => member.userId === userId),
    }));
  });
  registerPersonalDataExporter('expertEntry', async (userId) => (await People.findOneAsync({ sourceUserId: userId })) ?? null);
  registerPersonalDataExporter('user', exportOwnUserDocument);
}
