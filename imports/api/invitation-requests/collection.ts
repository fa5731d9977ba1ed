// The invitation-requests collection (client and server); `openKey` is unique while a request is open.
import { docInfoSchema } from 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { invitationRequestSchema, type InvitationRequest } from './schema';

export const InvitationRequests = new Mongo.Collection<InvitationRequest>('invitationRequests');
InvitationRequests.attachSchema(invitationRequestSchema);
InvitationRequests.attachSchema(docInfoSchema);
InvitationRequests.attachSchema({ openKey: { type: String, max: 254, optional: true, index: 1, unique: true } });
