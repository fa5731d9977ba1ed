// The open projects matching the filters, from the live `projects.open` subscription with the
// list's limit, in the server's order: the list record names them (use-list-page.ts), so the
// client never evaluates the server's selector (the text search runs on the server only). A
// server-rendered page's projects stand in until the subscription is first ready.
import { Projects } from '../../../api/projects/browser-collection';
import type { ProjectFilters } from '../../../api/projects/filters';
import type { Project } from '../../../api/projects/schema';
import { pageSubscription } from '../../lib/page-subscription';
import { useListedDocuments } from '../../lib/use-list-page';

export const OPEN_PROJECTS = 'projects.open';

/** The subscription's arguments for the list's filters and limit. */
export function openProjectsArgs(filters: ProjectFilters = {}, limit?: number): ProjectFilters {
  return limit === undefined ? filters : { ...filters, limit };
}

/** The list's subscription (the server renders the list from the same one: server-page.ts). */
export function openProjectsSubscription(filters: ProjectFilters = {}, limit?: number) {
  return pageSubscription(OPEN_PROJECTS, 'projects', openProjectsArgs(filters, limit));
}

export function useOpenProjects(filters: ProjectFilters = {}, limit?: number): { loading: boolean; projects: Project[] } {
  const { loading, value } = useListedDocuments(openProjectsSubscription(filters, limit), Projects);
  return { loading, projects: value };
}
