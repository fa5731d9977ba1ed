// "I agree" for a document awaiting agreement: the details its template asks for (company, company
// ID number, address: required when asked), then `peopleDocuments.agree`. The client states only
// when and where the click happened; the server records the evidence (time, IP, browser, identity
// and the text's hash).
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { AGREEMENT_DETAILS, agreeInputSchema, detailsAskedFor } from '../../../api/people-documents/agree-input-schema';
import type { Agreement, PeopleDocument } from '../../../api/people-documents/schema';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { withFormErrors } from '../../lib/method-errors';
import { FormAlert } from '../../forms/form-alert';

function formSchemaFor(asked: readonly string[]) {
  const schema = agreeInputSchema.pick('company', 'companyIdNo', 'address');
  const required = Object.fromEntries(asked.map((key) => [key, { optional: false }]));
  const form = schema.extend(required);
  form.labels(Object.fromEntries(AGREEMENT_DETAILS.map(({ value, label }) => [value, label])));
  return form;
}

export interface AgreementFormProps {
  document: Pick<PeopleDocument, '_id' | 'text' | 'title'>;
  onAgreed?: (agreement: Agreement) => void;
  /** The button's words ("I agree"); the apply flow says what follows. */
  submitLabel?: string;
}

export function AgreementForm({ document, onAgreed, submitLabel }: AgreementFormProps) {
  const { callMethod } = useCurrentAccount();
  const intl = useIntl();
  const asked = useMemo(() => detailsAskedFor(document.text), [document.text]);
  const schema = useMemo(() => formSchemaFor(asked), [asked]);
  const form = useSchemaForm(schema);
  const submit = form.handleSubmit(async (values) => {
    const now = new Date();
    const agreement = await withFormErrors('agreement', () =>
      callMethod('peopleDocuments.agree', document._id, { ...values, clickedAt: now, clientTime: now, url: window.location.href }),
    );
    onAgreed?.(agreement);
  });
  return (
    <Form noValidate onSubmit={submit} aria-label={document.title ? intl.formatMessage({ id: 'agreement.formLabel' }, { title: document.title }) : intl.formatMessage({ id: 'agreement.formLabelUntitled' })}>
      {asked.map((key) => (
        <SchemaField key={key} {...form.field(key)} autoComplete={key === 'company' ? 'organization' : key === 'address' ? 'street-address' : undefined} />
      ))}
      <p className="small text-body-secondary">
        <FormattedMessage id="agreement.notice" />
      </p>
      <FormAlert error={form.generalError} />
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? <FormattedMessage id="agreement.recording" /> : (submitLabel ?? <FormattedMessage id="agreement.agree" />)}
      </Button>
    </Form>
  );
}
