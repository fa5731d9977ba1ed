import '../../testing/cleanup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import SimpleSchema from 'simpl-schema';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LEVELS } from '../../../api/common/lists/language-levels';
import { LANGUAGES } from '../../../api/common/lists/languages';
import { createIntl } from 'react-intl';
import { messagesFor } from '../../../i18n/catalogs';
import { listOptions } from '../../../i18n/list-labels';
import { IntlWrapper } from '../../testing/intl-wrapper';
import { CheckboxList } from './checkbox-list';
import { LanguageLevelList } from './language-level-list';
import { MultiSelect } from './multi-select';
import { RepeatableEntries, visibleCount } from './repeatable-entries';

// The options as the forms give them: labelled in English (descriptive labels are messages).
const english = createIntl({ locale: 'en', messages: messagesFor('en') as Record<string, string> });
const SKILLS = listOptions(english, 'skills');
const TYPES_OF_SERVICE = listOptions(english, 'services');

const schema = new SimpleSchema({
  skills: { type: Array, minCount: 1, maxCount: 3, label: 'Skills' },
  'skills.$': { type: String },
  services: { type: Array, optional: true, maxCount: 2, label: 'Types of service' },
  'services.$': { type: String },
  languages: { type: Array, minCount: 1, label: 'Languages' },
  'languages.$': { type: Object },
  'languages.$.language': { type: String },
  'languages.$.language2': { type: String, optional: true },
  'languages.$.level': { type: String },
});

function Harness({ kind, start = [] as unknown[], errors = {} as Record<string, string> }: { kind: 'multi' | 'checks' | 'langs'; start?: unknown[]; errors?: Record<string, string> }) {
  const [value, setValue] = useState<unknown>(start);
  const onChange = (_name: string, next: unknown) => setValue(next);
  return (
    <>
      {kind === 'multi' && <MultiSelect schema={schema} name="skills" value={value} onChange={onChange} options={SKILLS} error={errors.skills} />}
      {kind === 'checks' && <CheckboxList schema={schema} name="services" value={value} onChange={onChange} options={TYPES_OF_SERVICE} />}
      {kind === 'langs' && <LanguageLevelList schema={schema} name="languages" value={value} onChange={onChange} errors={errors} />}
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const valueOf = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

describe('MultiSelect', () => {
  it('filters by typing and adds the active option with Enter, by keyboard alone', () => {
    render(<Harness kind="multi" />, { wrapper: IntlWrapper });
    const box = screen.getByRole('combobox', { name: 'Search Skills' });
    expect(screen.getByRole('group', { name: /Skills/ }).textContent).toContain('*');
    const target = SKILLS.find((item) => item.label.toLowerCase().includes('python'))!;
    fireEvent.change(box, { target: { value: 'python' } });
    const options = screen.getAllByRole('option');
    expect(options.every((option) => option.textContent!.toLowerCase().includes('python'))).toBe(true);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(valueOf()).toEqual([target.value]);
    expect(screen.getByRole('button', { name: `Remove ${target.label}` })).toBeTruthy();
  });

  it('moves with the arrow keys, removes the last choice with Backspace and stops at maxCount', () => {
    render(<Harness kind="multi" />, { wrapper: IntlWrapper });
    const box = screen.getByRole('combobox');
    // Focus opens the list with the first option active; ArrowDown moves to the second.
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(valueOf()).toEqual([SKILLS[1]!.value, SKILLS[2]!.value]);
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(valueOf()).toEqual([SKILLS[1]!.value]);
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((valueOf() as string[]).length).toBe(3);
    expect((box as HTMLInputElement).disabled).toBe(true);
  });

  it('closes the list after a pointer pick (it would cover the form) and reopens on typing', () => {
    render(<Harness kind="multi" />, { wrapper: IntlWrapper });
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.mouseDown(screen.getAllByRole('option')[0]!);
    expect(valueOf()).toEqual([SKILLS[0]!.value]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.change(box, { target: { value: 'a' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows its error under the list and links it to the search box', () => {
    render(<Harness kind="multi" errors={{ skills: 'Choose at least one skill' }} />, { wrapper: IntlWrapper });
    const box = screen.getByRole('combobox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = box.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Choose at least one skill');
  });
});

describe('CheckboxList', () => {
  it('keeps list order and refuses more than maxCount', () => {
    render(<Harness kind="checks" />, { wrapper: IntlWrapper });
    const [first, second, third] = TYPES_OF_SERVICE;
    fireEvent.click(screen.getByLabelText(second!.label));
    fireEvent.click(screen.getByLabelText(first!.label));
    expect(valueOf()).toEqual([first!.value, second!.value]);
    expect((screen.getByLabelText(third!.label) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(first!.label));
    expect(valueOf()).toEqual([second!.value]);
  });
});

describe('LanguageLevelList', () => {
  it('offers every CEFR level and Native speaker, adds and removes rows', () => {
    render(<Harness kind="langs" />, { wrapper: IntlWrapper });
    const level = screen.getByLabelText('Level of language 1') as HTMLSelectElement;
    expect([...level.options].map((option) => option.textContent).slice(1)).toEqual(LANGUAGE_LEVELS.map((item) => item.label));
    expect(screen.queryByRole('button', { name: /Remove language/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Language 1', { selector: 'select' }), { target: { value: LANGUAGES[1]!.value } });
    fireEvent.change(level, { target: { value: 'native' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a language' }));
    fireEvent.change(screen.getByLabelText('Language 2', { selector: 'select' }), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText(/Which language/), { target: { value: 'Swahili' } });
    expect(valueOf()).toEqual([{ language: LANGUAGES[1]!.value, level: 'native' }, { language: 'other', language2: 'Swahili' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove language 1' }));
    expect(valueOf()).toEqual([{ language: 'other', language2: 'Swahili' }]);
  });

  it('puts each row error on its own field', () => {
    render(<Harness kind="langs" start={[{ language: 'de' }]} errors={{ 'languages.0.level': 'Level is required' }} />, { wrapper: IntlWrapper });
    const level = screen.getByLabelText('Level of language 1');
    expect(level.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(level.getAttribute('aria-describedby')!)?.textContent).toBe('Level is required');
  });
});

const requirementSchema = new SimpleSchema({
  languages: { type: Array, optional: true, maxCount: 6, label: 'Languages' },
  'languages.$': { type: Object },
  'languages.$.language': { type: String },
  'languages.$.minLevel': { type: String },
});

function Requirements({ errors = {} }: { errors?: Record<string, string> }) {
  const [value, setValue] = useState<unknown>([]);
  return (
    <>
      <LanguageLevelList schema={requirementSchema} name="languages" value={value} onChange={(_name, next) => setValue(next)} errors={errors} minimum />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('LanguageLevelList minimum (a project\'s required languages)', () => {
  it('writes minLevel under "Minimum level" and offers no "Other language"', () => {
    render(<Requirements errors={{ 'languages.0.minLevel': 'Minimum level is required' }} />, { wrapper: IntlWrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Add a language' }));
    const language = screen.getByLabelText('Language 1', { selector: 'select' }) as HTMLSelectElement;
    expect([...language.options].some((option) => option.textContent === 'Other language')).toBe(false);
    fireEvent.change(language, { target: { value: 'en' } });
    const level = screen.getByLabelText('Minimum level of language 1');
    fireEvent.change(level, { target: { value: 'B2' } });
    expect(valueOf()).toEqual([{ language: 'en', minLevel: 'B2' }]);
    expect(document.getElementById(level.getAttribute('aria-describedby')!)?.textContent).toBe('Minimum level is required');
  });
});

function Entries() {
  const [limit, setLimit] = useState(1);
  return (
    <RepeatableEntries
      legend="Positions"
      entryLegend={(index) => `Position ${index + 1}`}
      count={visibleCount(limit, 0)}
      onMore={() => setLimit(limit + 1)}
      onLess={() => setLimit(Math.max(1, limit - 1))}
      addLabel="Add a position"
      removeLabel="Remove the last position"
      maxCount={3}
    >
      {(index) => <input aria-label={`Role ${index + 1}`} />}
    </RepeatableEntries>
  );
}

describe('RepeatableEntries', () => {
  it('adds an entry with focus in it, removes the last, never below one, never above maxCount', () => {
    render(<Entries />, { wrapper: IntlWrapper });
    const less = screen.getByRole('button', { name: 'Remove the last position' }) as HTMLButtonElement;
    expect(less.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add a position' }));
    expect(screen.getByRole('group', { name: 'Position 2' })).toBeTruthy();
    expect(document.activeElement).toBe(within(screen.getByRole('group', { name: 'Position 2' })).getByRole('textbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Add a position' }));
    expect((screen.getByRole('button', { name: 'Add a position' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(less);
    fireEvent.click(less);
    expect(screen.queryByRole('group', { name: 'Position 2' })).toBeNull();
    expect(less.disabled).toBe(true);
  });

  it('shows every stored entry for the "all" limit (0) and at least one', () => {
    expect(visibleCount(0, 4)).toBe(4);
    expect(visibleCount(0, 0)).toBe(1);
    expect(visibleCount(2, 4)).toBe(2);
  });
});
