// Invitation requests are seen by admins only.
import { definePublication } from '../common/define-publication';
import { createSchema } from '../common/lists';
import { InvitationRequests } from './collection';

export const adminInvitationRequests = definePublication({
  name: 'invitationRequests.admin',
  params: createSchema({}),
  access: 'admin',
  cursors: () => InvitationRequests.find({}, { fields: { openKey: 0 }, sort: { 'docInfo.createdAt': -1 }, limit: 500 }),
});

export const invitationRequestPublications = [adminInvitationRequests];
