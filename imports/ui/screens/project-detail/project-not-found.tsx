// What a visitor sees for an address that leads to no project (removed, mistyped, still a draft).
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

export function ProjectNotFound() {
  return (
    <Container className="py-5 text-center">
      <h1 className="h3 mb-3">Project not found</h1>
      <p className="text-body-secondary">This project does not exist or is no longer published. Perhaps one of the other open projects fits you.</p>
      <Link className="btn btn-primary" to={paths.projects.href()}>
        See all open projects
      </Link>
    </Container>
  );
}
