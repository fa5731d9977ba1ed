// My Profile: headline, years of experience and LinkedIn profile. Emptying an optional field
// clears it on the server (`clear`); years of experience is required, as in the wizard.
import { useIntl } from 'react-intl';
import { FormSection } from '../../components/page/form-section';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import type { CandidateView } from './candidate-view';
import { summaryFormSchema, useLabelledSchema } from './profile-schemas';
import { emptied, useProfileSave } from './use-profile-save';

const CLEARABLE = ['headline', 'linkedInUrl'] as const;

export function SummarySection({ data }: { data: CandidateView }) {
  const intl = useIntl();
  const schema = useLabelledSchema(summaryFormSchema);
  const form = useSchemaForm(schema, { headline: data.headline ?? '', yearsOfExperience: data.yearsOfExperience, linkedInUrl: data.linkedInUrl ?? '' });
  const { onSubmit, saved } = useProfileSave(form, (values) => {
    const clear = emptied(values, CLEARABLE);
    const candidateData = Object.fromEntries(Object.entries(values).filter(([key]) => !(clear as readonly string[]).includes(key)));
    return { candidateData, ...(clear.length > 0 ? { clear } : {}) };
  }, schema);
  return (
    <FormSection id="summary" title={intl.formatMessage({ id: 'profile.summary.title' })} onSubmit={onSubmit} submitting={form.submitting} error={form.generalError} saved={saved}>
      <SchemaField {...form.field('headline')} />
      <SchemaField {...form.field('yearsOfExperience')} />
      <SchemaField {...form.field('linkedInUrl')} inputType="url" autoComplete="url" />
    </FormSection>
  );
}
