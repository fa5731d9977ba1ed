// The fields of the first three saved steps, each generated from the step's schema: personal
// details (for a signed-in user editing step 1), languages and availability, and expertise.
import { AvailabilityFields, ContactFields, NameFields } from '../../forms/candidate-fields';
import { getPath } from '../../forms/dotted-path';
import { CheckboxList } from '../../forms/inputs/checkbox-list';
import { LanguageLevelList } from '../../forms/inputs/language-level-list';
import { MultiSelect } from '../../forms/inputs/multi-select';
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
  const rate = getPath(form.state.values, 'expectedRate') as Record<string, unknown> | undefined;
  const currencies = useListOptions('currencies');
  const rateUnits = useListOptions('rateUnits');
  const rateStarted = RATE_KEYS.some((key) => rate?.[key] !== undefined && rate[key] !== '');
  // The rate is optional as a whole: emptied completely, it is left out rather than half-sent.
  const rateField = (key: (typeof RATE_KEYS)[number]) => {
    const props = form.field(`expectedRate.${key}`);
    return {
      ...props,
      required: rateStarted,
      onChange: (name: string, value: unknown) => {
        const next = { ...rate, [key]: value };
        const empty = RATE_KEYS.every((item) => next[item] === undefined || next[item] === '');
        props.onChange(empty ? 'expectedRate' : name, empty ? undefined : value);
      },
    };
  };
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
