// The open projects matching the filters, from the live `projects.open` subscription with the
// list's limit. The client collection may hold other projects too (a project's own page), so
// the same selector, sort and limit the server uses pick the list's documents. A server-rendered
// page's projects stand in until the subscription is first ready.
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import { Projects } from '../../../api/projects/browser-collection';
import { openProjectsSelector, projectFindOptions, type ProjectFilters } from '../../../api/projects/filters';
import type { Project } from '../../../api/projects/schema';
import { usePreloadedUntilReady } from '../../lib/page-data';
import { pageSubscription } from '../../lib/page-subscription';

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
  const { name, args } = openProjectsSubscription(filters, limit);
  const key = JSON.stringify(args[0]);
  const isLoading = useSubscribe(name, JSON.parse(key));
  const live = useFind(() => {
    const query = JSON.parse(key) as ProjectFilters;
    return Projects.find(openProjectsSelector(query), projectFindOptions(query));
  }, [key]);
  const { loading, value } = usePreloadedUntilReady(name, [JSON.parse(key)], isLoading(), live);
  return { loading, projects: value };
}
