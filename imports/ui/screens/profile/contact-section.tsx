// My Profile: phone, country and city (required, as in the wizard's first step).
import { useIntl } from 'react-intl';
import { FormSection } from '../../components/page/form-section';
import { ContactFields } from '../../forms/candidate-fields';
import { useSchemaForm } from '../../forms/use-schema-form';
import type { CandidateView } from './candidate-view';
import { contactFormSchema, useLabelledSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

export function ContactSection({ data, email }: { data: CandidateView; email: string }) {
  const intl = useIntl();
  const schema = useLabelledSchema(contactFormSchema);
  const form = useSchemaForm(schema, { phone: data.phone ?? '', country: data.country ?? '', city: data.city ?? '' });
  const { onSubmit, saved } = useProfileSave(form, (values) => ({ candidateData: values }), schema);
  return (
    <FormSection
      id="contact"
      title={intl.formatMessage({ id: 'profile.contact.title' })}
      description={intl.formatMessage({ id: 'profile.contact.signInEmail' }, { email })}
      onSubmit={onSubmit}
      submitting={form.submitting}
      error={form.generalError}
      saved={saved}
    >
      <ContactFields form={form} />
    </FormSection>
  );
}
