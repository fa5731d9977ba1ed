// The list of open projects with its loading and empty states.
import type { Project } from '../../../api/projects/schema';
import { ProjectCard } from './project-card';

export function ProjectList({ loading, projects }: { loading: boolean; projects: Project[] }) {
  if (loading && projects.length === 0) return <p role="status">Loading projects…</p>;
  if (projects.length === 0) return <p>No open projects right now. Please check again soon.</p>;
  return (
    <ul className="list-unstyled" aria-label="Open projects">
      {projects.map((project) => (
        <ProjectCard key={project._id} project={project} />
      ))}
    </ul>
  );
}
