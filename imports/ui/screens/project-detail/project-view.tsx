// Everything about one project: title, summary and description, the facts, skills, languages,
// and beside them (below on a phone) applying and sharing.
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import type { Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import { PageLayout } from '../../components/page/page-layout';
import { LanguageRequirements } from '../../components/projects/language-requirements';
import { ProjectFactsList } from '../../components/projects/project-facts-list';
import { SkillBadges } from '../../components/projects/skill-badges';
import { ApplySection } from './apply-section';
import { ProjectDescription } from './project-description';
import { ShareButton } from './share-button';

export function ProjectView({ project }: { project: Project }) {
  return (
    <PageLayout title={project.title} back={<Link to={paths.projects.href()}>← All open projects</Link>} article={{ titleId: 'project-title' }}>
      {project.status === 'closed' && <Alert variant="secondary">This project is closed.</Alert>}
      <p className="lead fs-6">{project.summary}</p>
      {project.status === 'open' && (
        <p className="d-lg-none">
          {/* On a phone the apply box comes after the details; this jumps there. */}
          <a href="#apply">Apply for this project ↓</a>
        </p>
      )}
      <Row className="g-4">
        <Col lg={8}>
          <section aria-labelledby="facts-heading" className="mb-4">
            <h2 className="h5" id="facts-heading">
              At a glance
            </h2>
            <ProjectFactsList project={project} detailed />
          </section>
          {project.description && (
            <section aria-labelledby="description-heading" className="mb-4">
              <h2 className="h5" id="description-heading">
                About the project
              </h2>
              <ProjectDescription text={project.description} />
            </section>
          )}
          {(project.skills?.length ?? 0) > 0 && (
            <section aria-labelledby="skills-heading" className="mb-4">
              <h2 className="h5" id="skills-heading">
                Skills
              </h2>
              <SkillBadges skills={project.skills} label="Required skills" />
            </section>
          )}
          {(project.languages?.length ?? 0) > 0 && (
            <section aria-labelledby="languages-heading" className="mb-4">
              <h2 className="h5" id="languages-heading">
                Languages
              </h2>
              <LanguageRequirements languages={project.languages} />
            </section>
          )}
        </Col>
        <Col lg={4}>
          <ApplySection project={project} />
          <ShareButton project={project} />
        </Col>
      </Row>
    </PageLayout>
  );
}
