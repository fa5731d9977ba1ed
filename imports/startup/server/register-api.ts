// The only place that registers every collection's methods and publications with the server.
import { Meteor } from 'meteor/meteor';
import { registerProjectPublications } from '../../api/projects/publications';
import { registerProjectMethods } from '../../api/projects/methods';
import { ensureProjectIndexes } from '../../api/projects/indexes';
import { registerPeopleMethods } from '../../api/people/methods';
import { registerPeoplePublications } from '../../api/people/publications';
import { ensurePeopleIndexes } from '../../api/people/indexes';
import { registerUsersApi } from '../../api/users/register';
import { registerMethods } from '../../api/common/define-method';
import { registerPublications } from '../../api/common/define-publication';
import { applicationMethods } from '../../api/applications/methods';
import { applicationPublications } from '../../api/applications/publications';
import { registerMyApplicationsPublication } from '../../api/applications/my-applications-publication';
import { registerApplicationDataHooks } from '../../api/applications/data-hooks';
import { requestMethods } from '../../api/requests/methods';
import { requestPublications } from '../../api/requests/publications';
import { companyMethods } from '../../api/companies/methods';
import { companyPublications } from '../../api/companies/publications';
import { companyInvitationMethods } from '../../api/company-invitations/methods';
import { companyInvitationPublications } from '../../api/company-invitations/publications';
import { invitationRequestMethods } from '../../api/invitation-requests/methods';
import { invitationRequestPublications } from '../../api/invitation-requests/publications';
import { contactMessageMethods } from '../../api/contact-messages/methods';
import { contactMessagePublications } from '../../api/contact-messages/publications';
import { documentTemplateMethods } from '../../api/document-templates/methods';
import { documentTemplatePublications } from '../../api/document-templates/publications';
import { peopleDocumentMethods } from '../../api/people-documents/methods';
import { registerMyDocumentsPublication } from '../../api/people-documents/my-documents-publication';
import { peopleDocumentPublications, registerUnagreedCountPublication } from '../../api/people-documents/publications';
import { registerPeopleDocumentDataHooks } from '../../api/people-documents/data-hooks';
import { registerAdminPagePublications } from '../../api/common/admin-page-publication';
import { adminApplicationsPage } from '../../api/applications/admin-publications';
import { adminRequestsPage } from '../../api/requests/admin-publications';
import { adminDocumentsPage } from '../../api/people-documents/admin-publications';
import { peopleDocumentAdminMethods } from '../../api/people-documents/admin-methods';
import { adminInvitationRequestsPage } from '../../api/invitation-requests/admin-publications';
import { adminContactMessagesPage } from '../../api/contact-messages/admin-publications';
import { adminUsersPage } from '../../api/users/admin-publications';
import { ensureAdminTableIndexes } from '../../api/common/admin-table-indexes';

export function registerApi(): void {
  // First: it sets the acting-user loader every method and publication needs.
  registerUsersApi();
  registerProjectPublications();
  registerProjectMethods();
  registerPeopleMethods();
  registerPeoplePublications();
  registerMethods([
    ...applicationMethods,
    ...requestMethods,
    ...companyMethods,
    ...companyInvitationMethods,
    ...invitationRequestMethods,
    ...contactMessageMethods,
    ...documentTemplateMethods,
    ...peopleDocumentMethods,
    ...peopleDocumentAdminMethods,
  ]);
  registerPublications([
    ...applicationPublications,
    ...requestPublications,
    ...companyPublications,
    ...companyInvitationPublications,
    ...invitationRequestPublications,
    ...contactMessagePublications,
    ...documentTemplatePublications,
    ...peopleDocumentPublications,
  ]);
  registerUnagreedCountPublication();
  registerMyDocumentsPublication();
  registerMyApplicationsPublication();
  registerApplicationDataHooks();
  registerAdminPagePublications([
    adminApplicationsPage,
    adminRequestsPage,
    adminDocumentsPage,
    adminInvitationRequestsPage,
    adminContactMessagesPage,
    adminUsersPage(),
  ] as never);
  registerPeopleDocumentDataHooks();
  Meteor.startup(async () => {
    await ensureProjectIndexes();
    await ensurePeopleIndexes();
    await ensureAdminTableIndexes();
  });
}
