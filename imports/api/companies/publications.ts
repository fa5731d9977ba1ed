// Company publications: the companies the caller belongs to (members see the member list with
// user ids and roles), the names and e-mail addresses of a company's other members (for its
// members and admins), and every company for admins. The registration key is internal.
import { isAdmin } from '../common/define-method';
import { definePublication } from '../common/define-publication';
import { createSchema, id } from '../common/lists';
import { usersCollection } from '../users/store';
import { Companies } from './collection';
import { userError } from '../common/user-error';

const COMPANY_FIELDS = { registrationKey: 0 } as const;

/** What a member sees of a colleague: the name and e-mail address, nothing else. */
export const MEMBER_USER_FIELDS = { 'profile.name': 1, emails: 1 } as const;

export const myCompanies = definePublication({
  name: 'companies.mine',
  params: createSchema({}),
  access: 'user',
  cursors() {
    return Companies.find({ 'members.userId': this.userId }, { fields: COMPANY_FIELDS });
  },
});

export const companyMembers = definePublication({
  name: 'companies.members',
  params: createSchema({ companyId: id() }),
  access: 'user',
  // The member list is read when the subscription starts; the company screen subscribes again
  // when its members change. The caller's own document is left out: the accounts publication
  // already sends it, and a second, narrower `profile` would hide their own settings.
  async cursors(companyId: string) {
    const { userId, user } = this;
    const company = await Companies.findOneAsync(isAdmin(user) ? { _id: companyId } : { _id: companyId, 'members.userId': userId }, { fields: { members: 1 } });
    // Non-members learn nothing, not even that the company exists.
    if (!company) throw userError(404, 'errors.notFound.company');
    const others = company.members.map((member) => member.userId).filter((memberId) => memberId !== userId);
    return usersCollection().find({ _id: { $in: others } }, { fields: MEMBER_USER_FIELDS });
  },
});

export const adminCompanies = definePublication({
  name: 'companies.admin',
  params: createSchema({}),
  access: 'admin',
  cursors: () => Companies.find({}, { fields: COMPANY_FIELDS, sort: { name: 1 }, limit: 1000 }),
});

export const companyPublications = [myCompanies, companyMembers, adminCompanies];
