// Skills to filter by, on the project list and in the expert directory: a select grouped by field
// of expertise adds one, and each chosen skill is a button that removes it (all reachable with
// the keyboard). A list needs entries with all of them.
import { useId, useMemo } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FIELDS_OF_EXPERTISE } from '../../../api/common/lists/fields-of-expertise';
import { type Skill, SKILLS } from '../../../api/common/lists/skills';
import { MAX_FILTER_SKILLS as MAX_SKILLS } from '../../../api/common/search';
import { useListLabel } from '../../i18n/use-list-label';
import { AfterHydration } from './after-hydration';

const GROUPS = FIELDS_OF_EXPERTISE.map((field) => ({
  field: field.value,
  skills: SKILLS.filter((skill) => skill.field === field.value),
})).filter((group) => group.skills.length > 0);

export function SkillPicker({ skills, onChange }: { skills: readonly Skill[]; onChange(skills: Skill[]): void }) {
  const intl = useIntl();
  const id = useId();
  const full = skills.length >= MAX_SKILLS;
  const listLabel = useListLabel();
  const skillLabel = (skill: Skill) => listLabel('skills', skill);
  const options = useMemo(
    () =>
      GROUPS.map((group) => (
        <optgroup key={group.field} label={listLabel('fields', group.field)}>
          {group.skills
            .filter((skill) => !skills.includes(skill.value))
            .map((skill) => (
              <option key={skill.value} value={skill.value}>
                {listLabel('skills', skill.value)}
              </option>
            ))}
        </optgroup>
      )),
    [skills, listLabel],
  );
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        <FormattedMessage id="listKit.skills.label" />
      </Form.Label>
      <Form.Select
        value=""
        disabled={full}
        aria-describedby={full ? `${id}-full` : undefined}
        onChange={(event) => {
          const skill = event.target.value as Skill;
          if (skill && !skills.includes(skill)) onChange([...skills, skill]);
        }}
      >
        <option value="">{intl.formatMessage({ id: 'listKit.skills.add' })}</option>
        <AfterHydration until={null}>{options}</AfterHydration>
      </Form.Select>
      {full && (
        <Form.Text id={`${id}-full`}>
          <FormattedMessage id="listKit.skills.full" values={{ max: MAX_SKILLS }} />
        </Form.Text>
      )}
      {skills.length > 0 && (
        <ul className="list-inline mt-2 mb-0" aria-label={intl.formatMessage({ id: 'listKit.skills.chosen' })}>
          {skills.map((skill) => (
            <li key={skill} className="list-inline-item mb-1">
              <span className="badge rounded-pill text-bg-primary d-inline-flex align-items-center gap-1 fw-normal">
                {skillLabel(skill)}
                <CloseButton variant="white" className="small" aria-label={intl.formatMessage({ id: 'listKit.skills.remove' }, { skill: skillLabel(skill) })} onClick={() => onChange(skills.filter((item) => item !== skill))} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Form.Group>
  );
}
