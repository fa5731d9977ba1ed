// The candidate's positions (role, employer, industry, from, to, what they did) as repeatable
// entries on the form reducer's document limit: the wizard's step 4 and My Profile's "Work
// experience" section edit them with this one component, so both look and behave the same.
// Usage: <PositionEntries form={form} /> in a form whose schema has the `experience` array
// (start the form with `initialLimit: positionsLimit(values)` so every stored position shows).
import { useIntl } from 'react-intl';
import { useListOptions } from '../i18n/use-list-label';
import type { FormValues } from './form-reducer';
import { errorAtOrUnder } from './inputs/input-frame';
import { RepeatableEntries, visibleCount } from './inputs/repeatable-entries';
import { SchemaField } from './schema-field';
import type { SchemaForm } from './use-schema-form';

/** The most positions a candidate can list (the server's maxCount). */
export const MAX_POSITIONS = 30;

function entriesOf(values: FormValues): unknown[] {
  return Array.isArray(values.experience) ? values.experience : [];
}

/** The limit a form starts with: one per saved position, at least one. */
export function positionsLimit(values: FormValues): number {
  return Math.max(1, entriesOf(values).length);
}

export function PositionEntries({ form }: { form: SchemaForm }) {
  const intl = useIntl();
  const entries = entriesOf(form.state.values);
  const industries = useListOptions('industries');
  const count = visibleCount(form.state.limit, entries.length);
  const change = form.field('experience').onChange;
  // Only the list's own errors (none given, too many) go under the list; entry errors sit on their fields.
  const listError = form.state.errors.experience ?? (entries.length === 0 ? errorAtOrUnder(form.state.errors, 'experience') : undefined);
  return (
    <RepeatableEntries
      legend={intl.formatMessage({ id: 'forms.label.positions' })}
      required
      entryLegend={(index) => intl.formatMessage({ id: 'forms.positionN' }, { number: index + 1 })}
      count={count}
      maxCount={MAX_POSITIONS}
      error={listError}
      disabled={form.submitting}
      addLabel={intl.formatMessage({ id: 'forms.addPosition' })}
      removeLabel={intl.formatMessage({ id: 'forms.removePosition' })}
      onMore={() => {
        change('experience', [...entries.slice(0, count), {}]);
        form.setLimit('more');
      }}
      onLess={() => {
        change('experience', entries.slice(0, count - 1));
        form.setLimit('less');
      }}
    >
      {(index) => (
        <>
          <div className="row g-2">
            <div className="col-sm-6">
              <SchemaField {...form.field(`experience.${index}.role`)} autoComplete="organization-title" />
            </div>
            <div className="col-sm-6">
              <SchemaField {...form.field(`experience.${index}.company`)} autoComplete="organization" />
            </div>
          </div>
          <SchemaField {...form.field(`experience.${index}.industry`)} options={industries} />
          <div className="row g-2">
            <div className="col-sm-6">
              <SchemaField {...form.field(`experience.${index}.from`)} />
            </div>
            <div className="col-sm-6">
              <SchemaField {...form.field(`experience.${index}.to`)} />
            </div>
          </div>
          <SchemaField {...form.field(`experience.${index}.description`)} />
        </>
      )}
    </RepeatableEntries>
  );
}
