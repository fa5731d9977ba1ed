// One saved wizard step: a form over the step's schema (SIGN_UP_STEP_FORMS), started where the
// wizard's state says (the unsaved draft or the saved values), sent with
// `users.saveSignUpStep(step, data, revision)`.
// Server `400 INVALID` details land on their fields; a 409 for a stale revision (another tab
// saved the step since this form was loaded) is shown with a button that loads the newer values.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { SignUpStep } from '../../../api/users/schema';
import type { FormValues } from '../../forms/form-reducer';
import { SIGN_UP_STEP_FORMS } from '../../forms/sign-up-step-schemas';
import { type SchemaForm, useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { withFormErrors } from '../../lib/method-errors';
import { dropDraft, keepDraft, recordSave, stepStart, type WizardUser } from '../../lib/wizard-state';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { errorText } from '../../i18n/error-text';

export interface StepFormProps {
  step: SignUpStep;
  /** The user's own document; the form starts from it (or the step's draft) once, when created. */
  user: WizardUser;
  /** The document limit to start with, from the values (e.g. the number of positions). */
  limitOf?: (values: FormValues) => number;
  nextLabel: string;
  onBack?: () => void;
  onSaved: () => void;
  /** "Load the newer values": the parent creates the form again from the saved values. */
  onReload: () => void;
  children: (form: SchemaForm) => ReactNode;
}

interface Conflict {
  reason: string;
}

/** A stale revision's refusal (`details.stale`), in the reader's language; null for another error. */
function staleConflict(error: unknown, intl: IntlShape): Conflict | null {
  const e = error as { error?: unknown; details?: { stale?: unknown } } | null;
  return e?.error === 409 && e.details?.stale === true ? { reason: errorText(intl, error) } : null;
}

export function StepForm({ step, user, limitOf, nextLabel, onBack, onSaved, onReload, children }: StepFormProps) {
  const { callMethod } = useCurrentAccount();
  const intl = useIntl();
  const userId = user._id;
  const [start] = useState(() => stepStart(user, step));
  const form = useSchemaForm(SIGN_UP_STEP_FORMS[step], start.values, limitOf ? { initialLimit: limitOf(start.values) } : {});
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const conflictRef = useRef<HTMLDivElement>(null);

  // Every change is kept as this step's draft, so Back and Next keep what was typed.
  useEffect(() => {
    if (form.state.values !== start.values) keepDraft(userId, step, { values: form.state.values, revision: start.revision });
  }, [form.state.values, start, userId, step]);

  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  const submit = form.handleSubmit(async (values) => {
    setConflict(null);
    try {
      await withFormErrors('data', () => callMethod('users.saveSignUpStep', step, values, start.revision));
    } catch (error) {
      const stale = staleConflict(error, intl);
      if (!stale) throw error;
      setConflict(stale);
      return;
    }
    recordSave(userId, step, start.revision);
    onSaved();
  });

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="sign-up-step-heading">
      {conflict && (
        <Alert variant="warning" role="alert" ref={conflictRef} tabIndex={-1}>
          <p>{conflict.reason}</p>
          <Button
            variant="warning"
            onClick={() => {
              dropDraft(userId, step);
              onReload();
            }}
          >
            <FormattedMessage id="sign-up.loadNewer" />
          </Button>
        </Alert>
      )}
      {form.generalError && (
        <Alert variant="danger" role="alert">
          {form.generalError}
        </Alert>
      )}
      {children(form)}
      <div className="d-flex flex-wrap gap-2 justify-content-between mt-4">
        {onBack ? (
          <Button variant="outline-secondary" onClick={onBack} disabled={form.submitting}>
            <FormattedMessage id="sign-up.back" />
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? <FormattedMessage id="sign-up.saving" /> : nextLabel}
        </Button>
      </div>
    </Form>
  );
}
