// My Profile: work experience (at least one position, with the wizard's PositionEntries) and
// whether employer names are shown on the public expert profile (opt-in; unticked clears it).
import { useIntl } from 'react-intl';
import { EmployerNamesChoice } from '../../components/employer-names-choice';
import { FormSection } from '../../components/page/form-section';
import { PositionEntries, positionsLimit } from '../../forms/position-entries';
import { useSchemaForm } from '../../forms/use-schema-form';
import type { CandidateView } from './candidate-view';
import { experienceFormSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

export function ExperienceSection({ data }: { data: CandidateView }) {
  const intl = useIntl();
  const values = {
    experience: (data.experience ?? []).map((entry) => ({ ...entry })),
    showEmployerNames: data.showEmployerNames === true ? true : null,
  };
  const form = useSchemaForm(experienceFormSchema, values, { initialLimit: positionsLimit(values) });
  const { onSubmit, saved } = useProfileSave(form, (values) => {
    const { showEmployerNames, ...rest } = values;
    return showEmployerNames === true ? { candidateData: values } : { candidateData: rest, clear: ['showEmployerNames'] };
  }, experienceFormSchema);
  return (
    <FormSection id="experience" title={intl.formatMessage({ id: 'profile.experience.title' })} onSubmit={onSubmit} submitting={form.submitting} error={form.generalError} saved={saved}>
      <PositionEntries form={form} />
      <EmployerNamesChoice form={form} />
    </FormSection>
  );
}
