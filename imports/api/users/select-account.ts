// `users.selectAccount(companyId)`: the company account a customer acts for (stored as
// `selectedAccountId`; new requests and projects carry it as `accountId`). Server-only.
//
// Decisions where the spec is silent: a user may select a company they are a member of (owner or
// member); admins, who are allowed everything, may select any existing company. Any other id
// answers 404 whether or not the company exists, so the method cannot probe company ids.
import { Companies } from '../companies/collection';
import { findLiveUser, updateUser } from './store';
import { userError } from '../common/user-error';

export async function selectAccount(userId: string, companyId: string): Promise<string> {
  const user = await findLiveUser(userId, { roles: 1 });
  const admin = Array.isArray(user.roles) && user.roles.includes('admin');
  const company = await Companies.findOneAsync(admin ? { _id: companyId } : { _id: companyId, 'members.userId': userId }, { fields: { _id: 1 } });
  if (!company) throw userError(404, 'errors.notFound.company');
  await updateUser(userId, userId, { $set: { selectedAccountId: companyId } });
  return companyId;
}
