// The open projects matching the filters, from the live `projects.open` subscription with the
// list's limit. The client collection may hold other projects too (a project's own page), so
// the same selector, sort and limit the server uses pick the list's documents.
import { useFind, useSubscribe } from 'meteor/react-meteor-data';
import { Projects } from '../../../api/projects/browser-collection';
import { openProjectsSelector, projectFindOptions, type ProjectFilters } from '../../../api/projects/filters';
import type { Project } from '../../../api/projects/schema';

export function useOpenProjects(filters: ProjectFilters = {}, limit?: number): { loading: boolean; projects: Project[] } {
  const key = JSON.stringify(limit === undefined ? filters : { ...filters, limit });
  const isLoading = useSubscribe('projects.open', JSON.parse(key));
  const projects = useFind(() => {
    const query = JSON.parse(key) as ProjectFilters;
    return Projects.find(openProjectsSelector(query), projectFindOptions(query));
  }, [key]);
  return { loading: isLoading(), projects };
}
