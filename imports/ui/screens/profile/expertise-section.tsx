// My Profile: fields of expertise, skills and types of service (required, as in the wizard) and
// industries (optional: emptied, it is cleared), with the wizard's own inputs.
import { useIntl } from 'react-intl';
import { FIELDS_OF_EXPERTISE } from '../../../api/common/lists/fields-of-expertise';
import { INDUSTRIES } from '../../../api/common/lists/industries';
import { SKILLS } from '../../../api/common/lists/skills';
import { TYPES_OF_SERVICE } from '../../../api/common/lists/types-of-service';
import { FormSection } from '../../components/page/form-section';
import { CheckboxList } from '../../forms/inputs/checkbox-list';
import { MultiSelect } from '../../forms/inputs/multi-select';
import { useSchemaForm } from '../../forms/use-schema-form';
import type { CandidateView } from './candidate-view';
import { expertiseFormSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

export function ExpertiseSection({ data }: { data: CandidateView }) {
  const intl = useIntl();
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
      <CheckboxList {...form.field('fieldsOfExpertise')} options={FIELDS_OF_EXPERTISE} columns={2} />
      <MultiSelect {...form.field('skills')} options={SKILLS} placeholder={intl.formatMessage({ id: 'profile.expertise.skillsPlaceholder' })} />
      <MultiSelect {...form.field('industries')} options={INDUSTRIES} placeholder={intl.formatMessage({ id: 'profile.expertise.industriesPlaceholder' })} />
      <CheckboxList {...form.field('typesOfService')} options={TYPES_OF_SERVICE} columns={2} />
    </FormSection>
  );
}
