// The company-invitations collection (server). `pendingKey` is unique while an invitation is
// pending (one per company and address); the link is found by its token's hash.
import { docInfoSchema } from 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { companyInvitationSchema, type CompanyInvitation } from './schema';

export const CompanyInvitations = new Mongo.Collection<CompanyInvitation>('companyInvitations');
CompanyInvitations.attachSchema(companyInvitationSchema);
CompanyInvitations.attachSchema(docInfoSchema);
CompanyInvitations.attachSchema({
  pendingKey: { type: String, max: 300, optional: true, index: 1, unique: true },
  hashedToken: { type: String, max: 100, optional: true, index: 1 },
});
