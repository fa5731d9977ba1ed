// Who an event's audience is, at dispatch: the named users, every admin, every member of a
// company; never a deleted or disabled account, never the ones the event leaves out.
import { Companies } from '../companies/collection';
import { usersCollection } from '../users/store';
import type { Audience } from './events';

export async function resolveAudience(audience: Audience): Promise<string[]> {
  const ids = new Set(audience.userIds ?? []);
  if (audience.admins) {
    for (const admin of await usersCollection().find({ roles: 'admin', deletedAt: { $exists: false } }, { fields: { _id: 1 } }).fetchAsync()) ids.add(admin._id);
  }
  if (audience.companyId) {
    const company = await Companies.findOneAsync({ _id: audience.companyId }, { fields: { members: 1 } });
    for (const member of company?.members ?? []) ids.add(member.userId);
  }
  for (const left of audience.except ?? []) ids.delete(left);
  return [...ids];
}
