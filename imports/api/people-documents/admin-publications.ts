// The admins' documents, one page at a time (common/admin-page-definition.ts): by status and
// template, newest first, with the agreement record (its screenshot stays out: up to 2 MB, read
// one by one), the names of the people they belong to and the projects they concern (title and
// URL name, so an NDA names its project). The text itself stays out of the list; its SHA-256 is
// in the row and in the agreement.
import { defineAdminPage, relatedPeople, relatedProjects } from '../common/admin-page-definition';
import { PeopleDocuments } from './collection';
import { PEOPLE_DOCUMENT_STATUSES } from './schema';

export const adminDocumentsPage = defineAdminPage({
  name: 'peopleDocuments.adminPage',
  collection: PeopleDocuments,
  filters: { status: PEOPLE_DOCUMENT_STATUSES, templateId: 'id', projectId: 'id' },
  fields: { 'agreement.screenshot': 0, text: 0, form: 0 },
  related: [relatedProjects('projectId'), relatedPeople('engineUserId')],
});
