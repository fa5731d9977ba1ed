// My Profile: languages with their levels (at least one, as in the wizard).
import { FormSection } from '../../components/page/form-section';
import { ProfileLanguageList } from '../../forms/inputs/profile-language-list';
import { useSchemaForm } from '../../forms/use-schema-form';
import type { CandidateView } from './candidate-view';
import { languagesFormSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

export function LanguagesSection({ data }: { data: CandidateView }) {
  const form = useSchemaForm(languagesFormSchema, { languages: (data.languages ?? []).map((entry) => ({ ...entry })) });
  const { onSubmit, saved } = useProfileSave(form, (values) => ({ candidateData: values }), languagesFormSchema);
  const field = form.field('languages');
  return (
    <FormSection title="Languages" onSubmit={onSubmit} submitting={form.submitting} error={form.generalError} saved={saved}>
      <ProfileLanguageList name="languages" value={field.value} errors={form.state.errors} onChange={field.onChange} disabled={field.disabled} />
    </FormSection>
  );
}
