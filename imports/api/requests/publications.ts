// Request publications: the sender's own requests (with their status history) and the admins'
// list, optionally by status.
import { definePublication } from '../common/define-publication';
import { createSchema, oneOf } from '../common/lists';
import { Requests } from './collection';
import { REQUEST_STATUSES, type RequestStatus } from './schema';

export const myRequests = definePublication<Record<string, never>>({
  name: 'requests.mine',
  params: createSchema({}),
  access: 'user',
  cursors: (_params, { userId }) => Requests.find({ userId }, { sort: { 'docInfo.createdAt': -1 }, limit: 200 }),
});

export const adminRequests = definePublication<{ status?: RequestStatus }>({
  name: 'requests.admin',
  params: createSchema({ status: { ...oneOf(REQUEST_STATUSES), optional: true } }),
  access: 'admin',
  cursors: ({ status }) => Requests.find(status ? { status } : {}, { sort: { 'docInfo.createdAt': -1 }, limit: 500 }),
});

export const requestPublications = [myRequests, adminRequests];
