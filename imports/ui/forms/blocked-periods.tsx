// The periods a candidate cannot work (holiday, another engagement), under their availability
// in the wizard and on My Profile: none to start with, "Add a period" adds a row of two dates,
// each row has its own "Remove". At most MAX_BLOCKED_PERIODS (the server's maxCount).
// The focus follows the rows: into a new row's first date, and after "Remove" to "Add a period".
// Usage: <BlockedPeriods form={form} /> in a form whose schema has `availability.blocked`.
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useIntl } from 'react-intl';
import { MAX_BLOCKED_PERIODS } from '../../api/common/lists/schema-parts';
import { SchemaField } from './schema-field';
import type { SchemaForm } from './use-schema-form';

function periodsOf(form: SchemaForm): unknown[] {
  const availability = form.state.values.availability as { blocked?: unknown } | undefined;
  return Array.isArray(availability?.blocked) ? availability.blocked : [];
}

export function BlockedPeriods({ form }: { form: SchemaForm }) {
  const intl = useIntl();
  const periods = periodsOf(form);
  const change = form.field('availability.blocked').onChange;
  const set = (next: unknown[]) => change('availability.blocked', next.length > 0 ? next : undefined);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the rows rendered again: a row's first date (by index) or "Add a period".
  const focusNext = useRef<number | 'add' | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    const target = next === 'add' ? addButton.current : fieldset.current?.querySelectorAll('[data-period]')[next]?.querySelector('input');
    target?.focus();
  });
  return (
    <fieldset ref={fieldset} className="mt-3" data-testid="blocked-periods">
      <legend className="form-label fs-6 mb-1">{intl.formatMessage({ id: 'availability.field.blocked' })}</legend>
      {periods.map((_period, index) => (
        <div className="row g-2 align-items-end" key={index} data-period>
          <div className="col-sm-5">
            <SchemaField {...form.field(`availability.blocked.${index}.from`)} />
          </div>
          <div className="col-sm-5">
            <SchemaField {...form.field(`availability.blocked.${index}.to`)} />
          </div>
          <div className="col-sm-2 mb-3">
            <Button
              variant="link"
              size="sm"
              disabled={form.submitting}
              onClick={() => {
                set(periods.filter((_, other) => other !== index));
                focusNext.current = 'add';
              }}
            >
              {intl.formatMessage({ id: 'availability.removeBlocked' })}
            </Button>
          </div>
        </div>
      ))}
      {periods.length < MAX_BLOCKED_PERIODS && (
        <Button
          ref={addButton}
          variant="outline-secondary"
          size="sm"
          disabled={form.submitting}
          onClick={() => {
            set([...periods, {}]);
            focusNext.current = periods.length;
          }}
        >
          {intl.formatMessage({ id: 'availability.addBlocked' })}
        </Button>
      )}
    </fieldset>
  );
}
