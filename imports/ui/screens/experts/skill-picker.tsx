// Choosing skills from a long list: a select that adds the chosen skill, and the chosen ones as
// buttons that remove them again (all reachable with the keyboard).
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ListItem } from '../../../api/common/lists/list-item';
import type { Skill } from '../../../api/common/lists/skills';

const MAX_SKILLS = 10;

export interface SkillPickerProps {
  selected: readonly Skill[];
  options: readonly ListItem<Skill>[];
  label: (value: string) => string;
  onChange: (skills: Skill[]) => void;
}

export function SkillPicker({ selected, options, label, onChange }: SkillPickerProps) {
  const full = selected.length >= MAX_SKILLS;
  return (
    <Form.Group className="mb-3" controlId="expert-skill">
      <Form.Label>Skills</Form.Label>
      <Form.Select
        value=""
        disabled={full}
        onChange={(event) => {
          const value = event.target.value as Skill;
          if (value && !selected.includes(value)) onChange([...selected, value]);
        }}
      >
        <option value="">{full ? `Up to ${MAX_SKILLS} skills` : 'Add a skill…'}</option>
        {options
          .filter((item) => !selected.includes(item.value))
          .map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
      </Form.Select>
      {selected.length > 0 && (
        <ul className="list-inline mt-2 mb-0" aria-label="Chosen skills">
          {selected.map((skill) => (
            <li key={skill} className="list-inline-item mb-1">
              <Button size="sm" variant="secondary" onClick={() => onChange(selected.filter((item) => item !== skill))} aria-label={`Remove ${label(skill)}`}>
                {label(skill)} <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Form.Group>
  );
}
