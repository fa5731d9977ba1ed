// Cancelling an open request (`requests.cancel`), confirmed in place like withdrawing an
// application: "Cancel request" asks (focus moves to the question), an optional reason goes to
// the agency, "Yes, cancel request" does it, "Keep it" goes back to the button. The card's status
// and history then change from the live subscription; the server's refusal is said here.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { KeepItButton, useConfirmInPlace } from '../../components/confirm-in-place';
import { cancelRequestSchema } from '../../forms/form-schemas';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';

export function CancelRequest({ requestId, title, onCancelled }: { requestId: string; title: string; onCancelled: () => void }) {
  const { callMethod } = useCurrentAccount();
  const intl = useIntl();
  const { asking, ask, keep, question, opener } = useConfirmInPlace();
  const form = useSchemaForm(cancelRequestSchema, {});

  const submit = form.handleSubmit(async ({ note }) => {
    await callMethod('requests.cancel', requestId, ...(typeof note === 'string' && note !== '' ? [note] : []));
    onCancelled();
  });

  if (!asking) {
    return (
      <Button ref={opener} variant="outline-danger" size="sm" className="mt-2" onClick={ask}>
        <FormattedMessage id="myRequests.cancel.button" values={{ title, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }} />
      </Button>
    );
  }
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="border border-danger-subtle rounded p-2 mt-2" aria-label={intl.formatMessage({ id: 'myRequests.cancel.formLabel' }, { title })}>
      <p ref={question} tabIndex={-1} className="mb-2">
        <FormattedMessage id="myRequests.cancel.question" />
      </p>
      {form.generalError && (
        <Alert variant="danger" role="alert" className="py-2">
          {form.generalError}
        </Alert>
      )}
      <SchemaField {...form.field('note')} />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="danger" size="sm" disabled={form.submitting}>
          <FormattedMessage id={form.submitting ? 'myRequests.cancel.cancelling' : 'myRequests.cancel.confirm'} />
        </Button>
        <KeepItButton onClick={keep} />
      </div>
    </Form>
  );
}
