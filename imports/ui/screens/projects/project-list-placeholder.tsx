// Open projects from the live `projects.open` subscription. A first screen that proves the whole
// chain (subscription → merge box → client collection → React); the visitor's journey replaces it.
import { useFind, useSubscribe } from 'meteor/react-meteor-data';
import { Projects } from '../../../api/projects/collection';

export function ProjectListPlaceholder() {
  const isLoading = useSubscribe('projects.open');
  const projects = useFind(() => Projects.find({ status: 'open' }, { sort: { publishedAt: -1 } }), []);
  return (
    <main className="container py-4">
      <h1 className="h3 mb-3">Open projects</h1>
      {isLoading() && projects.length === 0 ? (
        <p role="status">Loading projects…</p>
      ) : projects.length === 0 ? (
        <p>No open projects right now.</p>
      ) : (
        <ul className="list-unstyled" aria-label="Open projects">
          {projects.map((project) => (
            <li key={project._id} className="card mb-3" data-testid="project-card">
              <div className="card-body">
                <h2 className="h5 card-title">{project.title}</h2>
                <p className="card-subtitle text-body-secondary mb-2">
                  {[project.city, project.country].filter(Boolean).join(', ')}
                  {project.remotePercent !== undefined ? ` · ${project.remotePercent}% remote` : ''}
                </p>
                <p className="card-text">{project.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
