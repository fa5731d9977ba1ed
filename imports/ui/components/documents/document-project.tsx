// "Project: <title>" for a document that concerns a project, linked to the project's page: in My
// Documents, the document view and the admins' agreement records, so an NDA says what it covers.
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import type { DocumentProject as Named } from '../../../api/people-documents/schema';
import { paths } from '../../app/paths';

export function DocumentProject({ projectId, project, className }: { projectId: string | undefined; project: Named | undefined; className?: string }) {
  if (!projectId || !project) return null;
  return (
    <p className={className ?? 'mb-2'}>
      <FormattedMessage
        id="documents.project"
        values={{ title: project.title, link: (chunks) => <Link to={paths.project.href(projectId, project.urlName)}>{chunks}</Link> }}
      />
    </p>
  );
}
