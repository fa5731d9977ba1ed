// My Profile: from when and how much the candidate can work (required, as in the wizard).
import { useIntl } from 'react-intl';
import { FormSection } from '../../components/page/form-section';
import { AvailabilityFields } from '../../forms/candidate-fields';
import { useSchemaForm } from '../../forms/use-schema-form';
import type { CandidateView } from './candidate-view';
import { availabilityFormSchema, useLabelledSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

export function AvailabilitySection({ data }: { data: CandidateView }) {
  const intl = useIntl();
  const schema = useLabelledSchema(availabilityFormSchema);
  const form = useSchemaForm(schema, data.availability ? { availability: { ...data.availability } } : {});
  const { onSubmit, saved } = useProfileSave(form, (values) => ({ candidateData: values }), schema);
  return (
    <FormSection id="availability" title={intl.formatMessage({ id: 'profile.availability.title' })} onSubmit={onSubmit} submitting={form.submitting} error={form.generalError} saved={saved}>
      <AvailabilityFields form={form} />
    </FormSection>
  );
}
