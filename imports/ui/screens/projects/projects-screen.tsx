// Open projects (title Open projects): the live list. Filters, search and "load more" come with
// the visitor's journey.
import Container from 'react-bootstrap/Container';
import { ProjectList } from './project-list';
import { useOpenProjects } from './use-open-projects';

export default function ProjectsScreen() {
  const { loading, projects } = useOpenProjects();
  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">Open projects</h1>
      <ProjectList loading={loading} projects={projects} />
    </Container>
  );
}
