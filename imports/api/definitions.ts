// Every method and publication the server offers, as lists of definitions: register-api.ts
// registers them, wire-api.ts derives the browser's typed calls and subscriptions from them.
// Server-only (the browser imports the types only).
import { adminApplicationsPage } from './applications/admin-publications';
import { applicationMethods } from './applications/methods';
import { myApplicationsPublication } from './applications/my-applications-publication';
import { applicationPublications } from './applications/publications';
import { companyMethods } from './companies/methods';
import { companyPublications } from './companies/publications';
import { companyInvitationMethods } from './company-invitations/methods';
import { companyInvitationPublications } from './company-invitations/publications';
import { adminContactMessagesPage } from './contact-messages/admin-publications';
import { contactMessageMethods } from './contact-messages/methods';
import { contactMessagePublications } from './contact-messages/publications';
import { conversationMethods } from './conversations/methods';
import { conversationPublications } from './conversations/publications';
import { documentTemplateMethods } from './document-templates/methods';
import { documentTemplatePublications } from './document-templates/publications';
import { notificationMethods } from './notifications/methods';
import { notificationsPage, notificationPublications } from './notifications/publications';
import { adminInvitationRequestsPage } from './invitation-requests/admin-publications';
import { invitationRequestMethods } from './invitation-requests/methods';
import { invitationRequestPublications } from './invitation-requests/publications';
import { adminMailsPage } from './mail-outbox/admin-publications';
import { mailOutboxMethods } from './mail-outbox/methods';
import { matchingMethods } from './matching/methods';
import { adminCandidatesPage, adminEntriesPage } from './people/admin-publications';
import { peopleMethods } from './people/methods';
import { availabilityMethods } from './availability/methods';
import { directoryCountPublication, peoplePublications } from './people/publications';
import { adminDocumentsPage } from './people-documents/admin-publications';
import { peopleDocumentAdminMethods } from './people-documents/admin-methods';
import { peopleDocumentMethods } from './people-documents/methods';
import { myDocumentsPublication } from './people-documents/my-documents-publication';
import { peopleDocumentPublications } from './people-documents/publications';
import { adminProjectsPage } from './projects/admin-publications';
import { projectMethods } from './projects/methods';
import { openProjectsCountPublication, projectPublications } from './projects/publications';
import { adminRequestsPage } from './requests/admin-publications';
import { requestMethods } from './requests/methods';
import { requestPublications } from './requests/publications';
import { adminUsersPage } from './users/admin-publications';
import { emailMethods } from './users/email-methods';
import { userMethods } from './users/methods';
import { userPublications } from './users/publications';
import { savedSearchMethods } from './saved-searches/methods';
import { mySavedSearchesPublication } from './saved-searches/publications';

export const methods = [
  ...userMethods,
  ...emailMethods,
  ...projectMethods,
  ...peopleMethods,
  ...applicationMethods,
  ...requestMethods,
  ...companyMethods,
  ...companyInvitationMethods,
  ...invitationRequestMethods,
  ...contactMessageMethods,
  ...documentTemplateMethods,
  ...peopleDocumentMethods,
  ...peopleDocumentAdminMethods,
  ...notificationMethods,
  ...conversationMethods,
  ...mailOutboxMethods,
  ...matchingMethods,
  ...availabilityMethods,
  ...savedSearchMethods,
];

export const publications = [
  ...userPublications,
  ...projectPublications,
  ...peoplePublications,
  ...applicationPublications,
  myApplicationsPublication,
  ...requestPublications,
  ...companyPublications,
  ...companyInvitationPublications,
  ...invitationRequestPublications,
  ...contactMessagePublications,
  ...documentTemplatePublications,
  ...peopleDocumentPublications,
  myDocumentsPublication,
  ...notificationPublications,
  ...conversationPublications,
  mySavedSearchesPublication,
];

/** The public lists' live counts (common/live-count-publication.ts). */
export const liveCounts = [openProjectsCountPublication, directoryCountPublication];

/**
 * The paged tables (common/admin-page-definition.ts): the back office's, and a user's own
 * notifications page. A function: the users and candidates tables read the accounts
 * collection, which exists once the server has started.
 */
export function adminPages() {
  return [adminApplicationsPage, adminRequestsPage, adminDocumentsPage, adminInvitationRequestsPage, adminContactMessagesPage, adminProjectsPage, adminEntriesPage, adminCandidatesPage(), adminUsersPage(), notificationsPage, adminMailsPage];
}
