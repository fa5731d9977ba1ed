// Everything about one project: title, summary and description, the facts, skills, languages,
// and beside them (below on a phone) applying and sharing; for a signed-in candidate how the
// project fits them (client-only, its own chunk).
import { type ReactNode, Suspense } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';
import { Link } from '../../app/routing';
import type { Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import { PageLayout } from '../../components/page/page-layout';
import { LanguageRequirements } from '../../components/projects/language-requirements';
import { ProjectFactsList } from '../../components/projects/project-facts-list';
import { SkillBadges } from '../../components/projects/skill-badges';
import { ApplySection } from './apply-section';
import { ProjectDescription } from './project-description';
import { ShareButton } from './share-button';
import { rolesOf } from '../../../api/common/permissions';
import { useCurrentAccount } from '../../lib/account-context';
import { lazyComponent } from '../../lib/lazy-component';

/**
 * Signed-in candidates only: the match's rules and words load in their own chunk, which the
 * customers' fit on an expert page shares, never for visitors. Its words are this page's own part.
 */
const YourFitSection = lazyComponent<{ project: Project }>(
  'the fit to your profile',
  () => import('./your-fit-section').then((module) => ({ default: module.YourFitSection })),
  { catalogs: [] },
);

/** A titled part of the project page; `name` ties the heading to its section for screen readers. */
function ProjectSection({ name, titleId, children }: { name: string; titleId: MessageId; children: ReactNode }) {
  return (
    <section aria-labelledby={`${name}-heading`} className="mb-4">
      <h2 className="h5" id={`${name}-heading`}>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  );
}

export function ProjectView({ project }: { project: Project }) {
  const intl = useIntl();
  const { userId, user } = useCurrentAccount();
  const back = (
    <Link to={paths.projects.href()}>
      <FormattedMessage id="projectDetail.back" />
    </Link>
  );
  return (
    <PageLayout title={project.title} back={back} article={{ titleId: 'project-title' }}>
      {project.status === 'closed' && (
        <Alert variant="secondary">
          <FormattedMessage id="projectDetail.closed" />
        </Alert>
      )}
      <p className="lead fs-6">{project.summary}</p>
      {project.status === 'open' && (
        <p className="d-lg-none">
          {/* On a phone the apply box comes after the details; this jumps there. */}
          <a href="#apply">
            <FormattedMessage id="projectDetail.jumpToApply" />
          </a>
        </p>
      )}
      <Row className="g-4">
        <Col lg={8}>
          <ProjectSection name="facts" titleId="projectDetail.facts">
            <ProjectFactsList project={project} detailed />
          </ProjectSection>
          {project.description && (
            <ProjectSection name="description" titleId="projectDetail.about">
              <ProjectDescription text={project.description} />
            </ProjectSection>
          )}
          {(project.skills?.length ?? 0) > 0 && (
            <ProjectSection name="skills" titleId="projectDetail.skills">
              <SkillBadges skills={project.skills} label={intl.formatMessage({ id: 'projectDetail.requiredSkills' })} />
            </ProjectSection>
          )}
          {(project.languages?.length ?? 0) > 0 && (
            <ProjectSection name="languages" titleId="projectDetail.languages">
              <LanguageRequirements languages={project.languages} />
            </ProjectSection>
          )}
        </Col>
        <Col lg={4}>
          {userId && rolesOf(user).includes('candidate') && (
            <Suspense fallback={null}>
              <YourFitSection project={project} />
            </Suspense>
          )}
          <ApplySection project={project} />
          <ShareButton project={project} />
        </Col>
      </Row>
    </PageLayout>
  );
}
