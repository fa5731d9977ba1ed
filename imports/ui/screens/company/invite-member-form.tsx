// Inviting a colleague (`companies.addMember`): an address with an account joins at once; one
// without gets an account and an e-mail with a link to choose a password.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { Company } from '../../../api/companies/schema';
import { inviteMemberSchema } from '../../forms/form-schemas';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { METHODS } from '../../lib/method-names';

const ROLE_OPTIONS = [
  { value: 'member', label: 'Member: sends requests' },
  { value: 'owner', label: 'Owner: also manages the company' },
];

export function InviteMemberForm({ company, onInvited }: { company: Company; onInvited: (message: string) => void }) {
  const { callMethod } = useCurrentAccount();
  const form = useSchemaForm(inviteMemberSchema, { role: 'member' });
  const submit = form.handleSubmit(async (values) => {
    const email = String(values.email);
    const added = await callMethod<{ invited: boolean }>(METHODS.addCompanyMember, company._id, email, values.role);
    onInvited(added.invited ? `We sent an invitation to ${email}. The link in it lets them choose a password and join ${company.name}.` : `${email} now belongs to ${company.name}.`);
    form.field('email').onChange('email', undefined);
  });
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="invite-heading" className="border-top pt-3 mt-2">
      <h3 className="h6" id="invite-heading">
        Invite a colleague
      </h3>
      {form.generalError && (
        <Alert variant="danger" role="alert" className="py-2">
          {form.generalError}
        </Alert>
      )}
      <div className="row g-2 align-items-start">
        <div className="col-md-6">
          <SchemaField {...form.field('email')} inputType="email" autoComplete="off" />
        </div>
        <div className="col-md-6">
          <SchemaField {...form.field('role')} options={ROLE_OPTIONS} />
        </div>
      </div>
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Inviting…' : 'Invite'}
      </Button>
    </Form>
  );
}
