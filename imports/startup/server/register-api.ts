// The only place that registers the server's methods and publications (the lists in
// api/definitions.ts), its data hooks and indexes.
import { Meteor } from 'meteor/meteor';
import { registerAdminPagePublications } from '../../api/common/admin-page-publication';
import { ensureAdminTableIndexes } from '../../api/common/admin-table-indexes';
import { registerMethods } from '../../api/common/define-method';
import { registerPublications } from '../../api/common/define-publication';
import { registerLiveCountPublications } from '../../api/common/live-count-publication';
import { liveCounts, methods, publications } from '../../api/definitions';
import { adminApplicationsPage } from '../../api/applications/admin-publications';
import { registerApplicationDataHooks } from '../../api/applications/data-hooks';
import { adminContactMessagesPage } from '../../api/contact-messages/admin-publications';
import { adminInvitationRequestsPage } from '../../api/invitation-requests/admin-publications';
import { ensurePeopleIndexes } from '../../api/people/indexes';
import { adminDocumentsPage } from '../../api/people-documents/admin-publications';
import { registerPeopleDocumentDataHooks } from '../../api/people-documents/data-hooks';
import { ensureProjectIndexes } from '../../api/projects/indexes';
import { adminRequestsPage } from '../../api/requests/admin-publications';
import { configureAccounts } from '../../api/users/accounts-setup';
import { adminUsersPage } from '../../api/users/admin-publications';

export function registerApi(): void {
  configureAccounts();
  registerMethods(methods);
  registerPublications(publications);
  registerLiveCountPublications(liveCounts as never);
  registerAdminPagePublications([
    adminApplicationsPage,
    adminRequestsPage,
    adminDocumentsPage,
    adminInvitationRequestsPage,
    adminContactMessagesPage,
    adminUsersPage(),
  ] as never);
  registerApplicationDataHooks();
  registerPeopleDocumentDataHooks();
  Meteor.startup(async () => {
    await ensureProjectIndexes();
    await ensurePeopleIndexes();
    await ensureAdminTableIndexes();
  });
}
