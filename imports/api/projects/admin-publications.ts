// The admins' projects table, one page at a time (common/admin-page-definition.ts): every status
// and every field, filtered by status, searched by title, reference number or client name,
// sorted by column (most recently changed first; titles start A→Z, the rest newest or highest).
// Archived projects are left out unless the status filter asks for them (its value replaces the
// `always` condition on the same field).
import { defineAdminPage } from '../common/admin-page-definition';
import { textCondition } from '../common/search';
import { Projects } from './collection';
import { PROJECT_STATUS_OPTIONS } from './schema';

export const adminProjectsPage = defineAdminPage({
  name: 'projects.adminPage',
  collection: Projects,
  filters: { status: PROJECT_STATUS_OPTIONS },
  always: { status: { $ne: 'archived' } },
  text: (text: string) => textCondition(text, ['title', 'referenceNumber', 'clientName']),
  sorts: {
    updated: { field: 'docInfo.updatedAt', direction: 'desc' },
    title: { field: 'title', direction: 'asc' },
    published: { field: 'publishedAt', direction: 'desc' },
    reference: { field: 'referenceNumber', direction: 'desc' },
  },
});
