// Publications of projects. Open projects and their live count are public (visitors browse them
// without signing in) and carry only public fields; admins see every status and every field in their own views
// (`projects.admin`: one page of the admin table, see admin-list.ts).
//
// Decisions where the spec is silent:
// - `projects.one` shows open and closed projects to everyone (a closed project's page says it
//   is closed, so candidates who applied can still read it); drafts only to admins.
// - `projects.one` takes an id or a urlName; an id wins when a string could be both.
import { definePublication, registerPublications } from '../common/define-publication';
import { createSchema } from '../common/lists';
import { detailPagePublication, filteredListingPublication } from '../common/listing-publications';
import { type AdminProjectFilters, adminProjectFiltersSchema, adminProjectFindOptions, adminProjectSelector } from './admin-list';
import { Projects } from './collection';
import { type LiveCountDefinition, registerLiveCountPublications } from '../common/live-count-publication';
import { type ProjectFilters, projectFindOptions, openProjectsSelector } from './filters';
import { projectFiltersSchema } from './filters-schema';
import { publicProjectFields } from './schema';

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

export const adminProjectsPublication = definePublication<{ filters?: AdminProjectFilters }>({
  name: 'projects.admin',
  params: createSchema({ filters: { type: adminProjectFiltersSchema, optional: true } }),
  access: 'admin',
  // One page of the admin table, every status and every field.
  cursors: ({ filters = {} }) => Projects.find(adminProjectSelector(filters), adminProjectFindOptions(filters)),
});

/** "N projects found", live: the open projects the list's filters match (sort and limit ignored). */
export const openProjectsCountPublication: LiveCountDefinition<ProjectFilters> = {
  name: 'projects.openCount',
  collection: Projects,
  filtersSchema: projectFiltersSchema,
  selector: openProjectsSelector,
};

export function registerProjectPublications(): void {
  registerPublications([openProjectsPublication, oneProjectPublication, adminProjectsPublication]);
  registerLiveCountPublications([openProjectsCountPublication]);
}
