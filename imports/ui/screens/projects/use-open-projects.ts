// The open projects from the live `projects.open` subscription, newest first.
import { useFind, useSubscribe } from 'meteor/react-meteor-data';
import { Projects } from '../../../api/projects/collection';
import type { Project } from '../../../api/projects/schema';

export function useOpenProjects(): { loading: boolean; projects: Project[] } {
  const isLoading = useSubscribe('projects.open');
  const projects = useFind(() => Projects.find({ status: 'open' }, { sort: { publishedAt: -1 } }), []);
  return { loading: isLoading(), projects };
}
