// One open project in the list: its title links to the project's page, then (in a candidate's
// "Best fit for you" order) how well it fits them, the facts, the skills and the languages it
// asks for.
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { EJSON } from 'meteor/ejson';
import type { Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import { LanguageRequirements } from '../../components/projects/language-requirements';
import { ProjectFactsList } from '../../components/projects/project-facts-list';
import { SkillBadges } from '../../components/projects/skill-badges';

interface ProjectCardProps {
  project: Project;
  /** The signed-in candidate's score for it (0–100), in the fit order only. */
  fit?: number;
}

function ProjectCardView({ project, fit }: ProjectCardProps) {
  const intl = useIntl();
  const hasLanguages = (project.languages?.length ?? 0) > 0;
  return (
    <li className="card mb-3 list-card" data-testid="project-card">
      <article className="card-body" aria-labelledby={`project-${project._id}-title`}>
        <h2 className="h5 card-title" id={`project-${project._id}-title`}>
          <Link to={paths.project.href(project._id, project.urlName)}>{project.title}</Link>
        </h2>
        {fit !== undefined && (
          <p className="mb-2">
            <span className="badge text-bg-primary" data-testid="project-fit">
              <FormattedMessage id="projects.card.fit" values={{ score: fit }} />
            </span>
          </p>
        )}
        <ProjectFactsList project={project} />
        <p className="card-text">{project.summary}</p>
        <SkillBadges skills={project.skills} label={intl.formatMessage({ id: 'projects.card.skillsOf' }, { title: project.title })} />
        {hasLanguages && (
          <div className="small mt-2">
            <span className="text-body-secondary">
              <FormattedMessage id="projects.card.languages" />
            </span>
            <LanguageRequirements languages={project.languages} inline />
          </div>
        )}
      </article>
    </li>
  );
}

/**
 * A card renders again only when its project (or its fit) changed: when the live subscription
 * takes over from the data the page was rendered with, equal documents leave the cards alone.
 */
export const ProjectCard = memo(ProjectCardView, (before, after) => before.fit === after.fit && EJSON.equals(before.project, after.project));
