// My Profile: work experience (at least one position, with the wizard's PositionEntries) and
// whether employer names are hidden on the public expert profile.
import { FormSection } from '../../components/page/form-section';
import { PositionEntries, positionsLimit } from '../../forms/position-entries';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import type { CandidateView } from './candidate-view';
import { experienceFormSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

export function ExperienceSection({ data }: { data: CandidateView }) {
  const values = {
    experience: (data.experience ?? []).map((entry) => ({ ...entry })),
    hideEmployerNames: data.hideEmployerNames === true ? true : null,
  };
  const form = useSchemaForm(experienceFormSchema, values, { initialLimit: positionsLimit(values) });
  const { onSubmit, saved } = useProfileSave(form, (values) => {
    const { hideEmployerNames, ...rest } = values;
    return hideEmployerNames === true ? { candidateData: values } : { candidateData: rest, clear: ['hideEmployerNames'] };
  }, experienceFormSchema);
  return (
    <FormSection title="Work experience" onSubmit={onSubmit} submitting={form.submitting} error={form.generalError} saved={saved}>
      <PositionEntries form={form} />
      <SchemaField {...form.field('hideEmployerNames')} />
    </FormSection>
  );
}
