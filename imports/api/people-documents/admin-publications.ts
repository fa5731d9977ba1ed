// The admins' documents, one page at a time (common/admin-page-publication.ts): by status and
// template, newest first, with the agreement record (its screenshot stays out: up to 2 MB, read
// one by one), the names of the people they belong to and the projects they concern (title and
// URL name, so an NDA names its project). The text itself stays out of the list; its SHA-256 is
// in the row and in the agreement.
import { type AdminPageDefinition, pageParam } from '../common/admin-page-publication';
import { createSchema, id, oneOf } from '../common/lists';
import { Projects } from '../projects/collection';
import { usersCollection } from '../users/store';
import { PeopleDocuments } from './collection';
import { PEOPLE_DOCUMENT_STATUSES, type PeopleDocumentStatus } from './schema';

export interface AdminDocumentsParams {
  filters?: { status?: PeopleDocumentStatus; templateId?: string; projectId?: string };
  page?: number;
}

export const ADMIN_DOCUMENTS_PAGE = 'peopleDocuments.adminPage';

export const adminDocumentsPage: AdminPageDefinition<AdminDocumentsParams> = {
  name: ADMIN_DOCUMENTS_PAGE,
  params: createSchema({
    filters: {
      type: createSchema({
        status: { ...oneOf(PEOPLE_DOCUMENT_STATUSES), optional: true },
        templateId: { ...id(), optional: true },
        projectId: { ...id(), optional: true },
      }),
      optional: true,
    },
    page: pageParam,
  }),
  collection: PeopleDocuments as never,
  selector: ({ filters = {} }) => ({
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.templateId ? { templateId: filters.templateId } : {}),
    ...(filters.projectId ? { projectId: filters.projectId } : {}),
  }),
  sort: { 'docInfo.createdAt': -1, _id: 1 },
  fields: { 'agreement.screenshot': 0, text: 0, form: 0 },
  related: [
    { collection: () => Projects as never, idsOf: (rows) => (rows as { projectId?: string }[]).map((row) => row.projectId ?? '').filter(Boolean), fields: { title: 1, urlName: 1 } },
    {
      collection: () => usersCollection() as never,
      idsOf: (rows) => (rows as { engineUserId?: string }[]).map((row) => row.engineUserId ?? '').filter(Boolean),
      fields: { 'profile.name': 1, emails: 1 },
    },
  ],
};
