// Application publications. `applications.mine`: the caller's applications without admin
// remarks, plus the public fields of their projects (two cursors of distinct collections).
// Decision: the project list is taken when the subscription starts (Meteor's non-reactive join);
// the client re-subscribes after applying, so a new application's project arrives with it.
import { definePublication } from '../common/define-publication';
import { createSchema, id, oneOf } from '../common/lists';
import { Projects } from '../projects/collection';
import { publicProjectFields } from '../projects/schema';
import { Applications } from './collection';
import { APPLICATION_STATUSES, type ApplicationStatus, CANDIDATE_APPLICATION_FIELDS } from './schema';

export const myApplications = definePublication<Record<string, never>>({
  name: 'applications.mine',
  params: createSchema({}),
  access: 'user',
  async cursors(_params, { userId }) {
    const mine = Applications.find({ userId }, { fields: CANDIDATE_APPLICATION_FIELDS });
    const projectIds = [...new Set((await mine.fetchAsync()).map((application) => application.projectId))];
    return [mine, Projects.find({ _id: { $in: projectIds } }, { fields: publicProjectFields })];
  },
});

const adminFilterSchema = createSchema({
  projectId: { ...id(), optional: true },
  status: { ...oneOf(APPLICATION_STATUSES), optional: true },
});

export const adminApplications = definePublication<{ filter?: { projectId?: string; status?: ApplicationStatus } }>({
  name: 'applications.admin',
  params: createSchema({ filter: { type: adminFilterSchema, optional: true } }),
  access: 'admin',
  cursors({ filter = {} }) {
    const selector: Record<string, string> = {};
    if (filter.projectId) selector.projectId = filter.projectId;
    if (filter.status) selector.status = filter.status;
    return Applications.find(selector, { sort: { 'docInfo.createdAt': -1 }, limit: 500 });
  },
});

export const applicationPublications = [myApplications, adminApplications];
