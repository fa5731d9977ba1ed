// Publications of projects. Open projects and their live count are public (visitors browse them
// without signing in) and carry only public fields; admins see every status and every field in their own views
// (`projects.adminPage`: one page of the admin table, see admin-publications.ts).
//
// Decisions where the spec is silent:
// - `projects.one` shows open and closed projects to everyone (a closed project's page says it
//   is closed, so candidates who applied can still read it); drafts only to admins.
// - `projects.one` takes an id or a urlName; an id wins when a string could be both.
import { detailPagePublication, filteredListingPublication } from '../common/listing-publications';
import { Projects } from './collection';
import type { LiveCountDefinition } from '../common/live-count-publication';
import { type ProjectFilters, projectFindOptions, openProjectsSelector } from './filters';
import { projectFiltersSchema } from './filters-schema';
import { fitOrderedIds } from './fit-order';
import { publicProjectFields, PUBLIC_PROJECT } from './schema';

export const openProjectsPublication = filteredListingPublication({
  name: 'projects.open',
  collection: Projects,
  filtersSchema: projectFiltersSchema,
  selector: openProjectsSelector,
  findOptions: projectFindOptions,
  publicFields: publicProjectFields,
  // "Best fit for you": a candidate's own fit orders their list (fit-order.ts).
  orderFor: (filters, user, selector) => fitOrderedIds(filters, user, selector),
});

export const oneProjectPublication = detailPagePublication({
  name: 'projects.one',
  collection: Projects,
  visibleTo: PUBLIC_PROJECT,
  publicFields: publicProjectFields,
});

/** "N projects found", live: the open projects the list's filters match (sort and limit ignored). */
export const openProjectsCountPublication = {
  name: 'projects.openCount' as const,
  collection: Projects,
  filtersSchema: projectFiltersSchema,
  selector: openProjectsSelector,
} satisfies LiveCountDefinition<ProjectFilters>;

export const projectPublications = [openProjectsPublication, oneProjectPublication];
