// "Ask to apply": an admin points a person at a project they match. It only sends a notification
// (in-app, and by mail through the outbox like every other kind) with the project's link; the
// person decides whether to apply.
import { paths } from '../../ui/app/paths';
import { userError } from '../common/user-error';
import { notify } from '../notifications/events';
import { Projects } from '../projects/collection';
import { findLiveUser } from '../users/store';

export async function askToApply(projectId: string, userId: string): Promise<{ notified: true }> {
  const project = await Projects.findOneAsync({ _id: projectId }, { fields: { title: 1, urlName: 1, status: 1 } });
  if (!project) throw userError(404, 'errors.notFound.project');
  // Only an open project takes applications: asking to apply to anything else would mislead.
  if (project.status !== 'open') throw userError(409, 'errors.project.notOpen');
  const user = await findLiveUser(userId, { roles: 1, disabledAt: 1 });
  if (user.disabledAt || !user.roles?.includes('candidate')) throw userError(404, 'errors.notFound.user');
  await notify('project.askedToApply', { projectTitle: project.title }, { userIds: [userId] }, paths.project.href(project._id, project.urlName))();
  return { notified: true };
}
