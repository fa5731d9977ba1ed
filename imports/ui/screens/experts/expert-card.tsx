// One expert in the directory: who they are, where, how experienced, what they know, which
// languages they speak, when they are free and what they charge. The name links to the profile.
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { EJSON } from 'meteor/ejson';
import type { Person } from '../../../api/people/schema';
import { paths } from '../../app/paths';
import { ExpertAvatar } from '../../components/expert/expert-avatar';
import { UnconfirmedBadge } from '../../components/expert/unconfirmed-badge';
import { availabilityText, expertName, languageText, placeAndExperience } from '../../components/expert/expert-facts';
import { ExpertRate } from '../../components/expert/expert-rate';
import { useListLabel } from '../../i18n/use-list-label';

const SKILLS_SHOWN = 8;

export interface ExpertCardProps {
  person: Person;
  /** Whether the expert is chosen for a request of several experts (no checkbox when absent). */
  chosen?: boolean;
  onChoose?: (person: Person, chosen: boolean) => void;
}

function ExpertCardView({ person, chosen, onChoose }: ExpertCardProps) {
  const intl = useIntl();
  const more = person.skills.length - SKILLS_SHOWN;
  const listLabel = useListLabel();
  return (
    <li className="card mb-3 list-card" data-testid="expert-card">
      <div className="card-body d-flex gap-3">
        <ExpertAvatar person={person} />
        <div className="flex-grow-1 min-w-0">
          <h2 className="h5 card-title mb-1">
            <Link to={paths.expert.href(person._id, person.urlName)}>{expertName(person)}</Link>
          </h2>
          <p className="fw-semibold mb-1">{person.headline}</p>
          <p className="text-body-secondary small mb-2">
            {placeAndExperience(intl, listLabel, person)}
          </p>
          <ul className="list-inline mb-2" aria-label={intl.formatMessage({ id: 'experts.card.skills' })}>
            {person.skills.slice(0, SKILLS_SHOWN).map((skill) => (
              <li key={skill} className="list-inline-item badge text-bg-light border fw-normal">
                {listLabel('skills', skill)}
              </li>
            ))}
            {more > 0 && (
              <li className="list-inline-item small text-body-secondary">
                <FormattedMessage id="experts.card.moreSkills" values={{ count: more }} />
              </li>
            )}
          </ul>
          <p className="small mb-1">
            <span className="visually-hidden">
              <FormattedMessage id="experts.card.languages" />
            </span>
            {person.languages.map((entry) => languageText(entry, listLabel)).join(' · ')}
          </p>
          <p className="small mb-0 d-flex flex-wrap gap-2 justify-content-between">
            <span>
              {availabilityText(intl, person)}
              <UnconfirmedBadge availability={person.availability} />
            </span>
            <ExpertRate rate={person.rate} />
          </p>
          {onChoose && (
            <div className="form-check mt-2 mb-0">
              <input
                className="form-check-input"
                type="checkbox"
                id={`choose-${person._id}`}
                checked={chosen === true}
                onChange={(event) => onChoose(person, event.target.checked)}
              />
              <label className="form-check-label small" htmlFor={`choose-${person._id}`}>
                <FormattedMessage id="experts.card.choose" values={{ name: expertName(person) }} />
              </label>
            </div>
          )}
        </div>
      </div>
    </li>
  );
}

/** A card renders again only when its expert, choice or handler changed (see ProjectCard). */
export const ExpertCard = memo(
  ExpertCardView,
  (before, after) => before.chosen === after.chosen && before.onChoose === after.onChoose && EJSON.equals(before.person, after.person),
);
