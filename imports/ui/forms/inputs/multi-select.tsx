// A searchable multi-select for long lists (452 skills) that works by keyboard: type to filter,
// ArrowUp/ArrowDown to move, Enter to add, Escape to close, Backspace on an empty search removes
// the last choice; chosen values are buttons that remove them. The ARIA 1.2 combobox pattern.
// Usage (schema-driven, the array key's label, asterisk and maxCount come from the schema):
//   <MultiSelect {...form.field('skills')} options={SKILLS} />
// `value` is the array of chosen list values; `onChange(name, values)` receives the new array.
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useIntl } from 'react-intl';
import type { ListItem } from '../../../api/common/lists/list-item';
import type { BoundFieldProps } from '../use-schema-form';
import { translatedLabel } from '../field-labels';
import { arrayFieldInfo, InputFrame } from './input-frame';

/** Options shown at once; typing narrows the rest. */
const SHOWN = 40;

export interface MultiSelectProps extends BoundFieldProps {
  options: readonly ListItem[];
  /** What the search box says when empty. */
  placeholder?: string;
}

/** The sign on a chosen item's button (the button's name says "Remove …"). */
const REMOVE_SIGN = '×';

export function MultiSelect({ schema, name, value, error, onChange, disabled, options, placeholder }: MultiSelectProps) {
  const id = useId();
  const intl = useIntl();
  const info = arrayFieldInfo(schema, name);
  const label = translatedLabel(intl, info.label);
  const chosen = useMemo(() => (Array.isArray(value) ? (value as string[]) : []), [value]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const full = info.maxCount !== undefined && chosen.length >= info.maxCount;
  const labelOf = (item: string) => options.find((option) => option.value === item)?.label ?? item;

  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return options.filter((option) => !chosen.includes(option.value) && (!needle || option.label.toLowerCase().includes(needle)));
  }, [options, chosen, query]);
  const shown = matches.slice(0, SHOWN);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const add = (item: ListItem) => {
    if (full) return;
    onChange(name, [...chosen, item.value]);
    setQuery('');
    setActive(0);
  };
  const remove = (item: string) => onChange(name, chosen.filter((entry) => entry !== item));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((index) => Math.min(index + 1, shown.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      // Enter picks an option; it never submits the form from the search box.
      event.preventDefault();
      const item = shown[active];
      if (open && item) add(item);
      else setOpen(true);
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Backspace' && query === '' && chosen.length > 0) {
      remove(chosen[chosen.length - 1]!);
    }
  };

  const expanded = open && !full && shown.length > 0;
  const hint = info.maxCount !== undefined ? intl.formatMessage({ id: 'forms.searchHintMax' }, { max: info.maxCount }) : intl.formatMessage({ id: 'forms.searchHint' });
  return (
    <InputFrame label={info.label} required={info.required} error={error} errorId={`${id}-error`} hint={hint} hintId={`${id}-hint`}>
      {chosen.length > 0 && (
        <ul className="list-inline mb-2" aria-label={intl.formatMessage({ id: 'forms.chosen' }, { label })}>
          {chosen.map((item) => (
            <li key={item} className="list-inline-item mb-1">
              <Button size="sm" variant="secondary" disabled={disabled} onClick={() => remove(item)} aria-label={intl.formatMessage({ id: 'forms.removeItem' }, { item: labelOf(item) })}>
                {labelOf(item)} <span aria-hidden="true">{REMOVE_SIGN}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="position-relative">
        <Form.Control
          id={`${id}-search`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-label={intl.formatMessage({ id: 'forms.searchIn' }, { label })}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && shown[active] ? optionId(active) : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          isInvalid={Boolean(error)}
          placeholder={full ? intl.formatMessage({ id: 'forms.upToChosen' }, { max: info.maxCount }) : (placeholder ?? intl.formatMessage({ id: 'forms.search' }))}
          disabled={disabled || full}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          aria-multiselectable="true"
          className={`list-group position-absolute w-100 shadow overflow-auto ${expanded ? '' : 'd-none'}`}
          style={{ zIndex: 10, maxHeight: '16rem' }}
        >
          {expanded &&
            shown.map((item, index) => (
              <li
                key={item.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`list-group-item list-group-item-action ${index === active ? 'active' : ''}`}
                // mousedown, not click: the search box keeps focus (blur would close the list first).
                // A pointer pick closes the list so it no longer covers the form below; typing or ArrowDown reopens it.
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(item);
                  setOpen(false);
                }}
              >
                {item.label}
              </li>
            ))}
        </ul>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {open && !full ? intl.formatMessage({ id: 'forms.optionsCount' }, { count: matches.length }) : ''}
        {intl.formatMessage({ id: 'forms.chosenCount' }, { count: chosen.length })}
      </p>
    </InputFrame>
  );
}
