// The project a row of the admins' documents concerns, from the projects the page publication
// sends along with its rows (title and URL name).
import { useTracker } from 'meteor/react-meteor-data';
import { Projects } from '../../../api/projects/browser-collection';
import { DocumentProject } from '../../components/documents/document-project';

export function RowProject({ projectId, className }: { projectId: string | undefined; className?: string }) {
  const project = useTracker(() => (projectId ? Projects.findOne(projectId, { fields: { title: 1, urlName: 1 } }) : undefined), [projectId]);
  return <DocumentProject projectId={projectId} project={project} className={className} />;
}
