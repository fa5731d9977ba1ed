// Asking for a new invitation when a link no longer works (`invitationRequests.create`): the
// person says whether they are an expert or a company; the team answers with a new link.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { INVITATION_REQUEST_KIND_IDS, INVITATION_REQUEST_KINDS } from '../../../api/invitation-requests/schema';
import { invitationRequestSchema } from '../../forms/form-schemas';
import { PersonNameEmailFields } from '../../forms/person-name-email-fields';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { withFormErrors } from '../../lib/method-errors';
import type { MethodInput } from '../../lib/wire-api';
import { useModal } from '../../modals/modal-context';
import { FormAlert } from '../../forms/form-alert';
import { FormattedMessage, useIntl } from 'react-intl';

/** The two kinds of account someone may ask an invitation for, in words. */
export function RequestInvitationForm() {
  const { callMethod } = useCurrentAccount();
  const { show } = useModal();
  const [kind, setKind] = useState<'candidate' | 'customer'>('candidate');
  const [sent, setSent] = useState(false);
  const intl = useIntl();
  const form = useSchemaForm(invitationRequestSchema, { consent: null });
  const submit = form.handleSubmit(async (values) => {
    await withFormErrors('request', () => callMethod('invitationRequests.create', { ...values, kind } as MethodInput<'invitationRequests.create'>));
    setSent(true);
    show('request-invitation-sent');
  });
  if (sent) {
    return (
      <p role="status">
        <FormattedMessage id="join.request.sent" />
      </p>
    );
  }
  return (
    <Form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'join.requestNew' })}>
      <FormAlert error={form.generalError} />
      <fieldset className="mb-3">
        <legend className="fs-6 form-label">
          <FormattedMessage id="join.request.iAm" />
        </legend>
        {INVITATION_REQUEST_KINDS.map((item) => (
          <Form.Check
            key={item.value}
            type="radio"
            name="kind"
            id={`invitation-kind-${item.value}`}
            label={intl.formatMessage({ id: INVITATION_REQUEST_KIND_IDS[item.value] })}
            checked={kind === item.value}
            onChange={() => setKind(item.value)}
          />
        ))}
      </fieldset>
      <PersonNameEmailFields form={form} />
      <SchemaField {...form.field('phone')} inputType="tel" autoComplete="tel" />
      <SchemaField {...form.field('company')} autoComplete="organization" />
      <SchemaField {...form.field('message')} />
      <SchemaField {...form.field('consent')} />
      <Button type="submit" disabled={form.submitting}>
        <FormattedMessage id={form.submitting ? 'join.request.sending' : 'join.request.submit'} />
      </Button>
    </Form>
  );
}
