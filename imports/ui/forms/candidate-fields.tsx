// Small field groups that the wizard, My Profile and the sign-up forms share, so that they look
// and behave the same everywhere: name, contact and place, availability.
// Usage: <NameFields form={form} />, <ContactFields form={form} />, <AvailabilityFields form={form} />
// in a form whose schema has those keys (`name.first`…, `phone`/`country`/`city`, `availability.*`).
import { useIntl } from 'react-intl';
import { AVAILABILITY_STATUSES } from '../../api/common/lists/schema-parts';
import { useListOptions } from '../i18n/use-list-label';
import { BlockedPeriods } from './blocked-periods';
import { SchemaField } from './schema-field';
import type { SchemaForm } from './use-schema-form';

export function NameFields({ form }: { form: SchemaForm }) {
  return (
    <div className="row g-2">
      <div className="col-sm-6">
        <SchemaField {...form.field('name.first')} autoComplete="given-name" />
      </div>
      <div className="col-sm-6">
        <SchemaField {...form.field('name.last')} autoComplete="family-name" />
      </div>
    </div>
  );
}

export function ContactFields({ form }: { form: SchemaForm }) {
  const countries = useListOptions('countries');
  return (
    <>
      <SchemaField {...form.field('phone')} inputType="tel" autoComplete="tel" />
      <div className="row g-2">
        <div className="col-sm-6">
          <SchemaField {...form.field('country')} options={countries} autoComplete="country" />
        </div>
        <div className="col-sm-6">
          <SchemaField {...form.field('city')} autoComplete="address-level2" />
        </div>
      </div>
    </>
  );
}

export function AvailabilityFields({ form }: { form: SchemaForm }) {
  const intl = useIntl();
  const statuses = AVAILABILITY_STATUSES.map((value) => ({ value, label: intl.formatMessage({ id: `availability.status.${value}` }) }));
  return (
    <div className="row g-2">
      <div className="col-sm-12">
        <SchemaField {...form.field('availability.status')} options={statuses} />
      </div>
      <div className="col-sm-6">
        <SchemaField {...form.field('availability.from')} />
      </div>
      <div className="col-sm-6">
        <SchemaField {...form.field('availability.workloadPercent')} />
      </div>
      <div className="col-12">
        <BlockedPeriods form={form} />
      </div>
    </div>
  );
}
