// Application publications: the admins' list here; the candidate's own `applications.mine`, a
// reactive join with their projects, is in my-applications-publication.ts.
import { definePublication } from '../common/define-publication';
import { createSchema, id, oneOf } from '../common/lists';
import { Applications } from './collection';
import { APPLICATION_STATUSES, type ApplicationStatus } from './schema';

const adminFilterSchema = createSchema({
  projectId: { ...id(), optional: true },
  status: { ...oneOf(APPLICATION_STATUSES), optional: true },
});

export const adminApplications = definePublication({
  name: 'applications.admin',
  params: createSchema({ filter: { type: adminFilterSchema, optional: true } }),
  access: 'admin',
  cursors(filter: { projectId?: string; status?: ApplicationStatus } = {}) {
    const selector: Record<string, string> = {};
    if (filter.projectId) selector.projectId = filter.projectId;
    if (filter.status) selector.status = filter.status;
    return Applications.find(selector, { sort: { 'docInfo.createdAt': -1 }, limit: 500 });
  },
});

export const applicationPublications = [adminApplications];
