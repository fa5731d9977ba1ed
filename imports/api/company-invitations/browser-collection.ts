// The browser's copy of 'companyInvitations', filled by `companyInvitations.ofCompany` and
// `companyInvitations.mine` and never written to directly (answers go through the methods), so it
// carries no schema.
import { Mongo } from 'meteor/mongo';
import type { CompanyInvitationView } from './schema';

export const CompanyInvitations = new Mongo.Collection<CompanyInvitationView>('companyInvitations');
