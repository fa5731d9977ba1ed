// One open project in the list; its title links to the project's page.
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { Project } from '../../../api/projects/schema';

export function ProjectCard({ project }: { project: Project }) {
  const place = [project.city, project.country].filter(Boolean).join(', ');
  return (
    <li className="card mb-3" data-testid="project-card">
      <div className="card-body">
        <h2 className="h5 card-title">
          <Link to={paths.project.href(project._id, project.urlName)}>{project.title}</Link>
        </h2>
        <p className="card-subtitle text-body-secondary mb-2">
          {place}
          {project.remotePercent !== undefined ? `${place ? ' · ' : ''}${project.remotePercent}% remote` : ''}
        </p>
        <p className="card-text">{project.summary}</p>
      </div>
    </li>
  );
}
