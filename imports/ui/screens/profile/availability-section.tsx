// My Profile: from when and how much the candidate can work (required, as in the wizard).
import { FormSection } from '../../components/page/form-section';
import { AvailabilityFields } from '../../forms/candidate-fields';
import { useSchemaForm } from '../../forms/use-schema-form';
import type { CandidateView } from './candidate-view';
import { availabilityFormSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

export function AvailabilitySection({ data }: { data: CandidateView }) {
  const form = useSchemaForm(availabilityFormSchema, data.availability ? { availability: { ...data.availability } } : {});
  const { onSubmit, saved } = useProfileSave(form, (values) => ({ candidateData: values }), availabilityFormSchema);
  return (
    <FormSection title="Availability" onSubmit={onSubmit} submitting={form.submitting} error={form.generalError} saved={saved}>
      <AvailabilityFields form={form} />
    </FormSection>
  );
}
