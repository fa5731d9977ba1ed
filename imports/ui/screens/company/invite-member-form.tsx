// Inviting a colleague (`companies.invite`): the server mails them a link; they join once they
// accept (an address without an account signs up from the link). The answer is the same for every
// address, so the message is too; past the company's daily limit the form says when to try again.
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Company, CompanyRole } from '../../../api/companies/schema';
import { inviteMemberSchema } from '../../forms/form-schemas';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { FormAlert } from '../../forms/form-alert';

export function InviteMemberForm({ company, onInvited }: { company: Company; onInvited: (message: string) => void }) {
  const { callMethod } = useCurrentAccount();
  const intl = useIntl();
  const roleOptions = [
    { value: 'member', label: intl.formatMessage({ id: 'company.invite.roleMember' }) },
    { value: 'owner', label: intl.formatMessage({ id: 'company.invite.roleOwner' }) },
  ];
  const form = useSchemaForm(inviteMemberSchema, { role: 'member' });
  const submit = form.handleSubmit(async (values) => {
    const email = String(values.email);
    await callMethod('companies.invite', company._id, email, values.role as CompanyRole);
    onInvited(intl.formatMessage({ id: 'company.invite.sent' }, { email, company: company.name }));
    form.field('email').onChange('email', undefined);
  });
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="invite-heading" className="border-top pt-3 mt-2">
      <h3 className="h6" id="invite-heading">
        <FormattedMessage id="company.invite.title" />
      </h3>
      <FormAlert error={form.generalError} compact />
      <div className="row g-2 align-items-start">
        <div className="col-md-6">
          <SchemaField {...form.field('email')} inputType="email" autoComplete="off" />
        </div>
        <div className="col-md-6">
          <SchemaField {...form.field('role')} options={roleOptions} />
        </div>
      </div>
      <Button type="submit" disabled={form.submitting}>
        <FormattedMessage id={form.submitting ? 'company.invite.inviting' : 'company.invite.submit'} />
      </Button>
    </Form>
  );
}
