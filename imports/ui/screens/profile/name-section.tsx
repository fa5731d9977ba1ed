// My Profile: first and last name (`users.updateProfile({name})`).
import { useIntl } from 'react-intl';
import { FormSection } from '../../components/page/form-section';
import { NameFields } from '../../forms/candidate-fields';
import { useSchemaForm } from '../../forms/use-schema-form';
import type { AccountUser } from '../../lib/account-types';
import { nameFormSchema, useLabelledSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

export function NameSection({ user }: { user: AccountUser }) {
  const intl = useIntl();
  const schema = useLabelledSchema(nameFormSchema);
  const form = useSchemaForm(schema, { name: { first: user.profile?.name?.first ?? '', last: user.profile?.name?.last ?? '' } });
  const { onSubmit, saved } = useProfileSave(form, (values) => ({ name: values.name as { first: string; last: string } }), schema);
  return (
    <FormSection id="name" title={intl.formatMessage({ id: 'profile.name.title' })} onSubmit={onSubmit} submitting={form.submitting} error={form.generalError} saved={saved}>
      <NameFields form={form} />
    </FormSection>
  );
}
