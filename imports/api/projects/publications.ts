// Publications of projects. Open projects are public (visitors browse them without signing in)
// and carry only public fields; admins see every status and every field in their own views.
//
// Decisions where the spec is silent:
// - `projects.one` shows open and closed projects to everyone (a closed project's page says it
//   is closed, so candidates who applied can still read it); drafts only to admins.
// - `projects.one` takes an id or a urlName; an id wins when a string could be both.
import { definePublication, registerPublications } from '../common/define-publication';
import {
  type AdminListFilters,
  adminListFindOptions,
  adminListParams,
  adminListSelector,
  detailPagePublication,
  filteredListingPublication,
} from '../common/listing-publications';
import { Projects } from './collection';
import { projectFindOptions, openProjectsSelector, projectSort, PROJECT_SORTS, type ProjectSort } from './filters';
import { projectFiltersSchema } from './filters-schema';
import { PROJECT_STATUSES, type ProjectStatus, publicProjectFields } from './schema';

export const openProjectsPublication = filteredListingPublication({
  name: 'projects.open',
  collection: Projects,
  filtersSchema: projectFiltersSchema,
  selector: openProjectsSelector,
  findOptions: projectFindOptions,
  publicFields: publicProjectFields,
});

export const oneProjectPublication = detailPagePublication({
  name: 'projects.one',
  collection: Projects,
  visibleTo: { status: { $in: ['open', 'closed'] } },
  publicFields: publicProjectFields,
});

export interface AdminProjectFilters extends AdminListFilters<ProjectStatus> {
  sort?: ProjectSort;
}

export const adminProjectsPublication = definePublication<{ filters?: AdminProjectFilters }>({
  name: 'projects.admin',
  params: adminListParams(PROJECT_STATUSES, {
    'filters.sort': { type: String, allowedValues: [...PROJECT_SORTS], optional: true },
  }),
  access: 'admin',
  // Admins look projects up by title, reference number or client.
  cursors: ({ filters = {} }) =>
    Projects.find(
      adminListSelector(filters, ['title', 'referenceNumber', 'clientName']),
      adminListFindOptions(filters.limit, filters.sort ? projectSort(filters.sort) : undefined),
    ),
});

export function registerProjectPublications(): void {
  registerPublications([openProjectsPublication, oneProjectPublication, adminProjectsPublication]);
}
