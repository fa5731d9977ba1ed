// The request fields a customer and a visitor share: what they need, when, for how long and
// how many experts, and, optional and grouped, what the experts need (skills, languages with a
// minimum level, a rate range) with the project editor's inputs, so a customer's expert pages
// can say how each expert fits the request.
import { FormattedMessage, useIntl } from 'react-intl';
import { LanguageLevelList } from '../../forms/inputs/language-level-list';
import { MultiSelect } from '../../forms/inputs/multi-select';
import { optionalGroupField } from '../../forms/optional-group';
import type { SchemaForm } from '../../forms/use-schema-form';
import { useListOptions } from '../../i18n/use-list-label';
import type { RequestTarget } from '../modal-keys';
import type { MethodInput } from '../../lib/wire-api';
import { SchemaField } from '../../forms/schema-field';

const RATE_KEYS = ['min', 'max', 'currency', 'unit'] as const;

function RequirementFields({ form }: { form: SchemaForm }) {
  const intl = useIntl();
  const skills = useListOptions('skills');
  const currencies = useListOptions('currencies');
  const rateUnits = useListOptions('rateUnits');
  // A range needs one bound, a currency and a unit once started; left empty, no rate is sent.
  const rateField = optionalGroupField(form, 'rate', RATE_KEYS, ['currency', 'unit']);
  return (
    <fieldset className="border-top pt-3">
      <legend className="h6">
        <FormattedMessage id="modals.request.needsGroup" />
      </legend>
      <p className="small text-body-secondary">
        <FormattedMessage id="modals.request.needsHint" />
      </p>
      <MultiSelect {...form.field('skills')} options={skills} placeholder={intl.formatMessage({ id: 'modals.request.searchSkills' })} />
      <LanguageLevelList {...form.field('languages')} errors={form.state.errors} minimum />
      <div className="row g-2">
        <div className="col-6 col-sm-3">
          <SchemaField {...rateField('min')} />
        </div>
        <div className="col-6 col-sm-3">
          <SchemaField {...rateField('max')} />
        </div>
        <div className="col-6 col-sm-3">
          <SchemaField {...rateField('currency')} options={currencies} />
        </div>
        <div className="col-6 col-sm-3">
          <SchemaField {...rateField('unit')} options={rateUnits} />
        </div>
      </div>
    </fieldset>
  );
}

export function RequestFields({ form }: { form: SchemaForm }) {
  return (
    <>
      <SchemaField {...form.field('message')} />
      <div className="row g-2">
        <div className="col-sm-6">
          <SchemaField {...form.field('start')} />
        </div>
        <div className="col-6 col-sm-3">
          <SchemaField {...form.field('duration')} />
        </div>
        <div className="col-6 col-sm-3">
          <SchemaField {...form.field('expertsWanted')} />
        </div>
      </div>
      <RequirementFields form={form} />
    </>
  );
}

/** What `peopleRequests.send` receives for these experts (or for "any suitable expert"). */
export function requestPayload(values: object, target: RequestTarget): MethodInput<'peopleRequests.send'> {
  const peopleIds = target.peopleIds ?? (target.peopleId ? [target.peopleId] : []);
  const request = values as MethodInput<'peopleRequests.send'>;
  return peopleIds.length > 0 ? { ...request, peopleIds } : request;
}
