// My Profile: first and last name (`users.updateProfile({name})`).
import { FormSection } from '../../components/page/form-section';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import type { AccountUser } from '../../lib/account-types';
import { nameFormSchema } from './profile-schemas';
import { useProfileSave } from './use-profile-save';

export function NameSection({ user }: { user: AccountUser }) {
  const form = useSchemaForm(nameFormSchema, { name: { first: user.profile?.name?.first ?? '', last: user.profile?.name?.last ?? '' } });
  const { onSubmit, saved } = useProfileSave(form, (values) => ({ name: values.name as { first: string; last: string } }), nameFormSchema);
  return (
    <FormSection title="Name" onSubmit={onSubmit} submitting={form.submitting} error={form.generalError} saved={saved}>
      <div className="row g-2">
        <div className="col-sm-6">
          <SchemaField {...form.field('name.first')} autoComplete="given-name" />
        </div>
        <div className="col-sm-6">
          <SchemaField {...form.field('name.last')} autoComplete="family-name" />
        </div>
      </div>
    </FormSection>
  );
}
