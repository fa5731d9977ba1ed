// Edits the public expert entry with the schema people.update validates with: the anonymised
// name, headline, summary, place, remote share, years, skills and URL name. Only changed keys are
// sent; emptied optional ones are cleared.
import { type ClearablePersonKey, PERSON_CLEARABLE_KEYS, personInputSchema } from '../../../api/people/input-schema';
import type { Person } from '../../../api/people/schema';
import { FormSection } from '../../components/page/form-section';
import { MultiSelect } from '../../forms/inputs/multi-select';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useListOptions } from '../../i18n/use-list-label';
import { useCurrentAccount } from '../../lib/account-context';
import { withFormErrors } from '../../lib/method-errors';
import { useState } from 'react';

const EDITED = ['firstName', 'lastInitial', 'headline', 'summary', 'city', 'country', 'remotePercent', 'yearsOfExperience', 'skills', 'urlName'] as const;

const entryFormSchema = personInputSchema.clone();
entryFormSchema.labels({
  firstName: 'First name',
  lastInitial: 'Initial of the last name',
  headline: 'Headline',
  summary: 'Summary (admins write it)',
  city: 'City',
  country: 'Country',
  remotePercent: 'Remote share wanted in %',
  yearsOfExperience: 'Years of experience',
  skills: 'Skills',
  urlName: 'URL name',
});

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

export function EntryForm({ entry }: { entry: Person }) {
  const { callMethod } = useCurrentAccount();
  const form = useSchemaForm(entryFormSchema, Object.fromEntries(EDITED.map((key) => [key, entry[key]])));
  const [savedValues, setSavedValues] = useState<unknown>(null);
  const countries = useListOptions('countries');
  const skills = useListOptions('skills');
  const submit = form.handleSubmit(async (values) => {
    const changes: Record<string, unknown> = {};
    const clear: string[] = [];
    for (const key of EDITED) {
      const value = values[key];
      if (isEmpty(value)) {
        if (entry[key] !== undefined && (PERSON_CLEARABLE_KEYS as readonly string[]).includes(key)) clear.push(key);
      } else if (JSON.stringify(value) !== JSON.stringify(entry[key])) {
        changes[key] = value;
      }
    }
    await withFormErrors('changes', () => callMethod('people.update', entry._id, changes, clear as ClearablePersonKey[]));
    setSavedValues(values);
  });
  const { field } = form;
  return (
    <FormSection
      title="Public entry"
      description="What visitors and customers see in the expert directory. Never the surname or contact details."
      onSubmit={(event) => void submit(event)}
      submitting={form.submitting}
      error={form.generalError}
      saved={savedValues !== null && savedValues === form.state.values}
    >
      <div className="row">
        <div className="col-sm-8">
          <SchemaField {...field('firstName')} />
        </div>
        <div className="col-sm-4">
          <SchemaField {...field('lastInitial')} />
        </div>
      </div>
      <SchemaField {...field('headline')} />
      <SchemaField {...field('summary')} />
      <div className="row">
        <div className="col-sm-6">
          <SchemaField {...field('city')} />
        </div>
        <div className="col-sm-6">
          <SchemaField {...field('country')} options={countries} />
        </div>
        <div className="col-sm-6">
          <SchemaField {...field('remotePercent')} />
        </div>
        <div className="col-sm-6">
          <SchemaField {...field('yearsOfExperience')} />
        </div>
      </div>
      <MultiSelect {...field('skills')} options={skills} placeholder="Search skills, e.g. SAP FI" />
      <SchemaField {...field('urlName')} />
    </FormSection>
  );
}
