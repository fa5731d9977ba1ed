// My Profile: fields of expertise, skills and types of service (required, as in the wizard) and
// industries (optional: emptied, it is cleared), with the wizard's own inputs.
import { useIntl } from 'react-intl';
import { FormSection } from '../../components/page/form-section';
import { CheckboxList } from '../../forms/inputs/checkbox-list';
import { MultiSelect } from '../../forms/inputs/multi-select';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useListOptions } from '../../i18n/use-list-label';
import type { CandidateView } from './candidate-view';
import { expertiseFormSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

export function ExpertiseSection({ data }: { data: CandidateView }) {
  const intl = useIntl();
  const fields = useListOptions('fields');
  const skills = useListOptions('skills');
  const industries = useListOptions('industries');
  const services = useListOptions('services');
  const form = useSchemaForm(expertiseFormSchema, {
    fieldsOfExpertise: data.fieldsOfExpertise ?? [],
    skills: data.skills ?? [],
    typesOfService: data.typesOfService ?? [],
    industries: data.industries ?? [],
  });
  const { onSubmit, saved } = useProfileSave(form, (values) => {
    const industries = values.industries as string[] | undefined;
    const { industries: _industries, ...rest } = values;
    return industries && industries.length > 0 ? { candidateData: values } : { candidateData: rest, clear: ['industries'] };
  }, expertiseFormSchema);
  return (
    <FormSection id="expertise" title={intl.formatMessage({ id: 'profile.expertise.title' })} onSubmit={onSubmit} submitting={form.submitting} error={form.generalError} saved={saved}>
      <CheckboxList {...form.field('fieldsOfExpertise')} options={fields} columns={2} />
      <MultiSelect {...form.field('skills')} options={skills} placeholder={intl.formatMessage({ id: 'profile.expertise.skillsPlaceholder' })} />
      <MultiSelect {...form.field('industries')} options={industries} placeholder={intl.formatMessage({ id: 'profile.expertise.industriesPlaceholder' })} />
      <CheckboxList {...form.field('typesOfService')} options={services} columns={2} />
    </FormSection>
  );
}
