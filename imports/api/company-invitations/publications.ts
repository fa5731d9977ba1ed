// Company invitation publications: a company's invitations with their status, for its members
// and admins (non-members learn nothing, not even that the company exists), and the pending,
// unexpired invitations to the caller's own addresses ("Invitations for you"). Neither sends the
// link's hash.
import { isAdmin } from '../common/define-method';
import { definePublication } from '../common/define-publication';
import { createSchema, id } from '../common/lists';
import { Companies } from '../companies/collection';
import { addressesOf } from './answers';
import { CompanyInvitations } from './collection';
import { userError } from '../common/user-error';

const VIEW_FIELDS = { hashedToken: 0, pendingKey: 0 } as const;

/** The newest invitations of a company a member sees (older answered ones drop off). */
const COMPANY_LIST_LIMIT = 100;

export const companyInvitationPublications = [
  definePublication({
    name: 'companyInvitations.ofCompany',
    params: createSchema({ companyId: id() }),
    access: 'user',
    async cursors(companyId: string) {
      const visible = await Companies.findOneAsync(isAdmin(this.user) ? { _id: companyId } : { _id: companyId, 'members.userId': this.userId }, { fields: { _id: 1 } });
      if (!visible) throw userError(404, 'errors.notFound.company');
      return CompanyInvitations.find({ companyId }, { fields: VIEW_FIELDS, sort: { createdAt: -1 }, limit: COMPANY_LIST_LIMIT });
    },
  }),
  definePublication({
    name: 'companyInvitations.mine',
    params: createSchema({}),
    access: 'user',
    async cursors() {
      return CompanyInvitations.find({ address: { $in: await addressesOf(this.userId as string) }, status: 'pending', expiresAt: { $gt: new Date() } }, { fields: VIEW_FIELDS });
    },
  }),
];
