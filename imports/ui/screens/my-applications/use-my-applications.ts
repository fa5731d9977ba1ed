// The signed-in candidate's applications with their projects, from the live `applications.mine`
// subscription (a reactive join: applying anywhere adds the row here at once). Newest first.
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import { Applications } from '../../../api/applications/browser-collection';
import type { Application } from '../../../api/applications/schema';
import { Projects } from '../../../api/projects/browser-collection';
import type { Project } from '../../../api/projects/schema';

export interface ApplicationRow {
  application: Application;
  project: Project | undefined;
  appliedAt: Date | undefined;
}

export function useMyApplications(userId: string | null): { loading: boolean; rows: ApplicationRow[] } {
  const isLoading = useSubscribe('applications.mine');
  const applications = useFind(() => Applications.find(userId ? { userId } : { _id: '' }), [userId]);
  const projectIds = applications.map((application) => application.projectId);
  const projects = useFind(() => Projects.find({ _id: { $in: projectIds } }), [projectIds.join(',')]);
  const rows = applications
    .map((application) => ({
      application,
      project: projects.find((project) => project._id === application.projectId),
      appliedAt: application.statusHistory?.[0]?.at,
    }))
    .sort((a, b) => (b.appliedAt?.getTime() ?? 0) - (a.appliedAt?.getTime() ?? 0));
  return { loading: isLoading(), rows };
}
