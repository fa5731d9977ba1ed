// The fields of the first three saved steps, each generated from the step's schema: personal
// details (for a signed-in user editing step 1), languages and availability, and expertise.
import { AvailabilityFields, ContactFields, NameFields } from '../../forms/candidate-fields';
import { CheckboxList } from '../../forms/inputs/checkbox-list';
import { LanguageLevelList } from '../../forms/inputs/language-level-list';
import { MultiSelect } from '../../forms/inputs/multi-select';
import { optionalGroupField } from '../../forms/optional-group';
import { SchemaField } from '../../forms/schema-field';
import type { SchemaForm } from '../../forms/use-schema-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useListOptions } from '../../i18n/use-list-label';

export function PersonalDetailsFields({ form }: { form: SchemaForm }) {
  return (
    <>
      <NameFields form={form} />
      <ContactFields form={form} />
    </>
  );
}

const RATE_KEYS = ['amount', 'currency', 'unit'] as const;

export function LanguagesAvailabilityFields({ form }: { form: SchemaForm }) {
  const currencies = useListOptions('currencies');
  const rateUnits = useListOptions('rateUnits');
  // The rate is optional as a whole: emptied completely, it is left out rather than half-sent.
  const rateField = optionalGroupField(form, 'expectedRate', RATE_KEYS);
  return (
    <>
      <LanguageLevelList {...form.field('languages')} errors={form.state.errors} />
      <fieldset className="mb-3">
        <legend className="fs-6 form-label">
          <FormattedMessage id="sign-up.availability" />
        </legend>
        <AvailabilityFields form={form} />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="fs-6 form-label">
          <FormattedMessage id="sign-up.expectedRateOptional" />
        </legend>
        <div className="row g-2">
          <div className="col-sm-4">
            <SchemaField {...rateField('amount')} />
          </div>
          <div className="col-sm-4">
            <SchemaField {...rateField('currency')} options={currencies} />
          </div>
          <div className="col-sm-4">
            <SchemaField {...rateField('unit')} options={rateUnits} />
          </div>
        </div>
      </fieldset>
    </>
  );
}

export function ExpertiseFields({ form }: { form: SchemaForm }) {
  const intl = useIntl();
  const fields = useListOptions('fields');
  const skills = useListOptions('skills');
  const industries = useListOptions('industries');
  const services = useListOptions('services');
  return (
    <>
      <SchemaField {...form.field('headline')} />
      <CheckboxList {...form.field('fieldsOfExpertise')} options={fields} columns={2} />
      <MultiSelect {...form.field('skills')} options={skills} placeholder={intl.formatMessage({ id: 'sign-up.searchSkills' })} />
      <MultiSelect {...form.field('industries')} options={industries} placeholder={intl.formatMessage({ id: 'sign-up.searchIndustries' })} />
      <CheckboxList {...form.field('typesOfService')} options={services} columns={2} />
      <SchemaField {...form.field('yearsOfExperience')} />
    </>
  );
}
