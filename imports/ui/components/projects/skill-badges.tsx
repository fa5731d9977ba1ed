// A project's skills as a list of badges with their labels.
import { useIntl } from 'react-intl';
import { useListLabel } from '../../i18n/use-list-label';

export function SkillBadges({ skills, label }: { skills: readonly string[] | undefined; label?: string }) {
  const intl = useIntl();
  const listLabel = useListLabel();
  if (!skills || skills.length === 0) return null;
  return (
    <ul className="list-inline mb-0" aria-label={label ?? intl.formatMessage({ id: 'projects.skills' })}>
      {skills.map((skill) => (
        <li key={skill} className="list-inline-item mb-1">
          <span className="badge rounded-pill text-bg-light border fw-normal">{listLabel('skills', skill)}</span>
        </li>
      ))}
    </ul>
  );
}
