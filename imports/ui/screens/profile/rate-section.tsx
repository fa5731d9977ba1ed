// My Profile: the expected rate (optional, as in the wizard): an amount with currency and unit;
// an empty amount clears it.
import { useIntl } from 'react-intl';
import { FormSection } from '../../components/page/form-section';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useListOptions } from '../../i18n/use-list-label';
import type { CandidateView } from './candidate-view';
import { rateFormSchema, useLabelledSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

export function RateSection({ data }: { data: CandidateView }) {
  const intl = useIntl();
  const rate = data.expectedRate;
  const currencies = useListOptions('currencies');
  const rateUnits = useListOptions('rateUnits');
  const schema = useLabelledSchema(rateFormSchema);
  const form = useSchemaForm(schema, { amount: rate?.amount, currency: rate?.currency ?? 'EUR', unit: rate?.unit ?? 'day' });
  const { onSubmit, saved } = useProfileSave(form, ({ amount, currency, unit }) =>
    amount === undefined ? { clear: ['expectedRate'] } : { candidateData: { expectedRate: { amount, currency: currency ?? 'EUR', unit: unit ?? 'day' } } }, schema);
  return (
    <FormSection id="rate" title={intl.formatMessage({ id: 'profile.rate.title' })} description={intl.formatMessage({ id: 'profile.rate.description' })} onSubmit={onSubmit} submitting={form.submitting} error={form.generalError} saved={saved}>
      <div className="row g-2">
        <div className="col-12 col-sm-5">
          <SchemaField {...form.field('amount')} />
        </div>
        <div className="col-6 col-sm-3">
          <SchemaField {...form.field('currency')} options={currencies} />
        </div>
        <div className="col-6 col-sm-4">
          <SchemaField {...form.field('unit')} options={rateUnits} />
        </div>
      </div>
    </FormSection>
  );
}
