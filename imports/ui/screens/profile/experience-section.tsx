// My Profile: work experience (at least one position, as in the wizard) and whether employer
// names are hidden on the public expert profile.
import { FormSection } from '../../components/page/form-section';
import { ProfileExperienceList } from '../../forms/inputs/profile-experience-list';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import type { CandidateView } from './candidate-view';
import { experienceFormSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

export function ExperienceSection({ data }: { data: CandidateView }) {
  const form = useSchemaForm(experienceFormSchema, {
    experience: (data.experience ?? []).map((entry) => ({ ...entry })),
    hideEmployerNames: data.hideEmployerNames === true ? true : null,
  });
  const { onSubmit, saved } = useProfileSave(form, (values) => {
    const { hideEmployerNames, ...rest } = values;
    return hideEmployerNames === true ? { candidateData: values } : { candidateData: rest, clear: ['hideEmployerNames'] };
  }, experienceFormSchema);
  const field = form.field('experience');
  return (
    <FormSection title="Work experience" onSubmit={onSubmit} submitting={form.submitting} error={form.generalError} saved={saved}>
      <ProfileExperienceList name="experience" value={field.value} errors={form.state.errors} onChange={field.onChange} disabled={field.disabled} />
      <SchemaField {...form.field('hideEmployerNames')} />
    </FormSection>
  );
}
