// Several values of a short list (types of service, fields of expertise) as checkboxes in a
// fieldset; more than `maxCount` (from the schema) cannot be ticked.
// Usage: <CheckboxList {...form.field('typesOfService')} options={TYPES_OF_SERVICE} columns={2} />
// `value` is the array of ticked list values; `onChange(name, values)` receives the new array in list order.
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useIntl } from 'react-intl';
import type { ListItem } from '../../../api/common/lists/list-item';
import type { BoundFieldProps } from '../use-schema-form';
import { arrayFieldInfo, InputFrame } from './input-frame';

export interface CheckboxListProps extends BoundFieldProps {
  options: readonly ListItem[];
  /** Columns from the sm breakpoint up (one column on phones). */
  columns?: 1 | 2 | 3;
  /** Switches read as on/off settings (mail per category); boxes as choices. */
  type?: 'checkbox' | 'switch';
}

export function CheckboxList({ schema, name, value, error, onChange, disabled, options, columns = 1, type = 'checkbox' }: CheckboxListProps) {
  const id = useId();
  const intl = useIntl();
  const info = arrayFieldInfo(schema, name);
  const ticked = Array.isArray(value) ? (value as string[]) : [];
  const full = info.maxCount !== undefined && ticked.length >= info.maxCount;
  const toggle = (item: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(item);
    else next.delete(item);
    onChange(
      name,
      options.map((option) => option.value).filter((option) => next.has(option)),
    );
  };
  const hint = info.maxCount !== undefined && info.maxCount < options.length ? intl.formatMessage({ id: 'forms.chooseUpTo' }, { max: info.maxCount }) : undefined;
  return (
    <InputFrame label={info.label} required={info.required} error={error} errorId={`${id}-error`} hint={hint} hintId={`${id}-hint`}>
      <div className={`row row-cols-1 row-cols-sm-${columns} g-0`}>
        {options.map((option) => {
          const checked = ticked.includes(option.value);
          return (
            <div className="col" key={option.value}>
              <Form.Check
                id={`${id}-${option.value}`}
                type={type}
                role={type === 'switch' ? 'switch' : undefined}
                label={option.label}
                checked={checked}
                disabled={disabled || (full && !checked)}
                isInvalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            </div>
          );
        })}
      </div>
    </InputFrame>
  );
}
