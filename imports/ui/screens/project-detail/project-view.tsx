// Everything about one project: title, summary and description, the facts, skills, languages,
// and beside them (below on a phone) applying and sharing.
import type { ReactNode } from 'react';
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

/** A titled part of the project page; `name` ties the heading to its section for screen readers. */
function ProjectSection({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${name}-heading`} className="mb-4">
      <h2 className="h5" id={`${name}-heading`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

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
          <ProjectSection name="facts" title="At a glance">
            <ProjectFactsList project={project} detailed />
          </ProjectSection>
          {project.description && (
            <ProjectSection name="description" title="About the project">
              <ProjectDescription text={project.description} />
            </ProjectSection>
          )}
          {(project.skills?.length ?? 0) > 0 && (
            <ProjectSection name="skills" title="Skills">
              <SkillBadges skills={project.skills} label="Required skills" />
            </ProjectSection>
          )}
          {(project.languages?.length ?? 0) > 0 && (
            <ProjectSection name="languages" title="Languages">
              <LanguageRequirements languages={project.languages} />
            </ProjectSection>
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
