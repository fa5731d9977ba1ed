// My Profile: fields of expertise, skills and types of service (required, as in the wizard) and
// industries (optional: emptied, it is cleared).
import { FIELDS_OF_EXPERTISE } from '../../../api/common/lists/fields-of-expertise';
import { INDUSTRIES } from '../../../api/common/lists/industries';
import { SKILLS } from '../../../api/common/lists/skills';
import { TYPES_OF_SERVICE } from '../../../api/common/lists/types-of-service';
import { FormSection } from '../../components/page/form-section';
import { ProfileMultiSelect } from '../../forms/inputs/profile-multi-select';
import { useSchemaForm } from '../../forms/use-schema-form';
import type { CandidateView } from './candidate-view';
import { expertiseFormSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

const LISTS = [
  { name: 'fieldsOfExpertise', label: 'Fields of expertise', options: FIELDS_OF_EXPERTISE, required: true, max: 5 },
  { name: 'skills', label: 'Skills', options: SKILLS, required: true, max: 50 },
  { name: 'typesOfService', label: 'Types of service', options: TYPES_OF_SERVICE, required: true, max: TYPES_OF_SERVICE.length },
  { name: 'industries', label: 'Industries', options: INDUSTRIES, required: false, max: 10 },
] as const;

export function ExpertiseSection({ data }: { data: CandidateView }) {
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
    <FormSection title="Expertise" onSubmit={onSubmit} submitting={form.submitting} error={form.generalError} saved={saved}>
      {LISTS.map((list) => {
        const field = form.field(list.name);
        return (
          <ProfileMultiSelect
            key={list.name}
            name={list.name}
            label={list.label}
            value={field.value}
            options={list.options}
            onChange={field.onChange}
            error={field.error}
            required={list.required}
            max={list.max}
            disabled={field.disabled}
          />
        );
      })}
    </FormSection>
  );
}
