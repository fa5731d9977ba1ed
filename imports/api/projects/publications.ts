// Publications of projects. Open projects are public (visitors browse them without signing in)
// and carry only public fields; admins see every status and every field in their own views.
//
// Decisions where the spec is silent:
// - `projects.one` shows open and closed projects to everyone (a closed project's page says it
//   is closed, so candidates who applied can still read it); drafts only to admins.
// - `projects.one` takes an id or a urlName; an id wins when a string could be both.
import { definePublication, registerPublications } from '../common/define-publication';
import { isAdmin } from '../common/define-method';
import { createSchema, ID_PATTERN, integer, LENGTH, SLUG_PATTERN } from '../common/lists';
import { containsText, effectiveLimit, LIMIT_INPUT_MAX, SEARCH_TEXT_MAX } from '../common/search';
import { Projects } from './collection';
import { type ProjectFilters, projectFiltersSchema, projectFindOptions, openProjectsSelector, projectSort, PROJECT_SORTS, type ProjectSort } from './filters';
import { PROJECT_STATUSES, type ProjectStatus, publicProjectFields } from './schema';

/** An id or a URL name, so `/engine/p/{idOrUrlName}` can be looked up either way. */
export const ID_OR_URL_NAME = new RegExp(`(?:${ID_PATTERN.source})|(?:${SLUG_PATTERN.source})`);

export const openProjectsPublication = definePublication<{ filters?: ProjectFilters }>({
  name: 'projects.open',
  params: createSchema({ filters: { type: projectFiltersSchema, optional: true } }),
  access: 'public',
  cursors: ({ filters = {} }) => Projects.find(openProjectsSelector(filters), { fields: publicProjectFields, ...projectFindOptions(filters) }),
});

export const oneProjectPublication = definePublication<{ key: string }>({
  name: 'projects.one',
  params: createSchema({ key: { type: String, max: LENGTH.title, regEx: ID_OR_URL_NAME } }),
  access: 'public',
  async cursors({ key }, { user }) {
    const admin = isAdmin(user);
    const byId = ID_PATTERN.test(key) && (await Projects.findOneAsync({ _id: key }, { fields: { _id: 1 } })) !== undefined;
    const selector: Record<string, unknown> = byId ? { _id: key } : { urlName: key };
    if (!admin) selector.status = { $in: ['open', 'closed'] };
    return Projects.find(selector, admin ? { limit: 1 } : { fields: publicProjectFields, limit: 1 });
  },
});

export interface AdminProjectFilters {
  status?: ProjectStatus;
  text?: string;
  sort?: ProjectSort;
  limit?: number;
}

export const adminProjectsPublication = definePublication<{ filters?: AdminProjectFilters }>({
  name: 'projects.admin',
  params: createSchema({
    filters: { type: Object, optional: true },
    'filters.status': { type: String, allowedValues: [...PROJECT_STATUSES], optional: true },
    'filters.text': { type: String, max: SEARCH_TEXT_MAX, optional: true },
    'filters.sort': { type: String, allowedValues: [...PROJECT_SORTS], optional: true },
    'filters.limit': { ...integer(1, LIMIT_INPUT_MAX), optional: true },
  }),
  access: 'admin',
  cursors({ filters = {} }) {
    const selector: Record<string, unknown> = {};
    if (filters.status) selector.status = filters.status;
    const text = filters.text?.trim();
    // Admins look projects up by title, reference number or client.
    if (text) selector.$or = ['title', 'referenceNumber', 'clientName'].map((field) => ({ [field]: containsText(text) }));
    const sort = filters.sort ? projectSort(filters.sort) : { 'docInfo.updatedAt': -1 as const, _id: 1 as const };
    return Projects.find(selector, { sort, limit: effectiveLimit(filters.limit) });
  },
});

export function registerProjectPublications(): void {
  registerPublications([openProjectsPublication, oneProjectPublication, adminProjectsPublication]);
}
