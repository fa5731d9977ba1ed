// My Profile: languages with their levels (at least one, as in the wizard), with the wizard's input.
import { useIntl } from 'react-intl';
import { FormSection } from '../../components/page/form-section';
import { LanguageLevelList } from '../../forms/inputs/language-level-list';
import { useSchemaForm } from '../../forms/use-schema-form';
import type { CandidateView } from './candidate-view';
import { languagesFormSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

export function LanguagesSection({ data }: { data: CandidateView }) {
  const intl = useIntl();
  const form = useSchemaForm(languagesFormSchema, { languages: (data.languages ?? []).map((entry) => ({ ...entry })) });
  const { onSubmit, saved } = useProfileSave(form, (values) => ({ candidateData: values }), languagesFormSchema);
  return (
    <FormSection id="languages" title={intl.formatMessage({ id: 'profile.languages.title' })} onSubmit={onSubmit} submitting={form.submitting} error={form.generalError} saved={saved}>
      <LanguageLevelList {...form.field('languages')} errors={form.state.errors} />
    </FormSection>
  );
}
