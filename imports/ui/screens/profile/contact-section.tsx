// My Profile: phone, country and city (required, as in the wizard's first step).
import { COUNTRIES } from '../../../api/common/lists/countries';
import { FormSection } from '../../components/page/form-section';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import type { CandidateView } from './candidate-view';
import { contactFormSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

export function ContactSection({ data, email }: { data: CandidateView; email: string }) {
  const form = useSchemaForm(contactFormSchema, { phone: data.phone ?? '', country: data.country ?? '', city: data.city ?? '' });
  const { onSubmit, saved } = useProfileSave(form, (values) => ({ candidateData: values }), contactFormSchema);
  return (
    <FormSection
      title="Contact and location"
      description={`Your sign-in e-mail is ${email}.`}
      onSubmit={onSubmit}
      submitting={form.submitting}
      error={form.generalError}
      saved={saved}
    >
      <SchemaField {...form.field('phone')} inputType="tel" autoComplete="tel" />
      <div className="row g-2">
        <div className="col-sm-6">
          <SchemaField {...form.field('country')} options={COUNTRIES} autoComplete="country" />
        </div>
        <div className="col-sm-6">
          <SchemaField {...form.field('city')} autoComplete="address-level2" />
        </div>
      </div>
    </FormSection>
  );
}
