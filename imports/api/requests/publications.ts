// Request publications: the sender's own requests (with their status history), every request
// of a company the caller belongs to, the anonymised names of the experts those requests name,
// and the admins' list, optionally by status.
import { Companies } from '../companies/collection';
import { isAdmin } from '../common/define-method';
import { definePublication } from '../common/define-publication';
import { createSchema, id, oneOf } from '../common/lists';
import { People } from '../people/collection';
import { Requests } from './collection';
import { REQUEST_STATUSES, type RequestStatus } from './schema';
import { userError } from '../common/user-error';

/** What a request list needs of an expert: the directory's shortened name and its address. */
export const REQUEST_EXPERT_FIELDS = { firstName: 1, lastInitial: 1, urlName: 1 } as const;

export const myRequests = definePublication({
  name: 'requests.mine',
  params: createSchema({}),
  access: 'user',
  cursors() {
    return Requests.find({ userId: this.userId }, { sort: { 'docInfo.createdAt': -1 }, limit: 200 });
  },
});

export const companyRequests = definePublication({
  name: 'requests.company',
  params: createSchema({ companyId: id() }),
  access: 'user',
  async cursors(companyId: string) {
    const company = await Companies.findOneAsync(isAdmin(this.user) ? { _id: companyId } : { _id: companyId, 'members.userId': this.userId }, {
      fields: { _id: 1 },
    });
    // Non-members learn nothing, not even that the company exists.
    if (!company) throw userError(404, 'errors.notFound.company');
    return Requests.find({ accountId: companyId }, { sort: { 'docInfo.createdAt': -1 }, limit: 200 });
  },
});

export const requestExperts = definePublication({
  name: 'requests.experts',
  params: createSchema({ peopleIds: { type: Array, maxCount: 200 }, 'peopleIds.$': id() }),
  access: 'user',
  // Only published experts, and only the fields the public directory shows anyway.
  cursors: (peopleIds: string[]) => People.find({ _id: { $in: peopleIds }, status: 'published' }, { fields: REQUEST_EXPERT_FIELDS }),
});

export const adminRequests = definePublication({
  name: 'requests.admin',
  params: createSchema({ status: { ...oneOf(REQUEST_STATUSES), optional: true } }),
  access: 'admin',
  cursors: (status?: RequestStatus) => Requests.find(status ? { status } : {}, { sort: { 'docInfo.createdAt': -1 }, limit: 500 }),
});

export const requestPublications = [myRequests, companyRequests, requestExperts, adminRequests];
