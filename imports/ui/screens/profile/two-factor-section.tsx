// My Profile: two-factor sign-in (meteor/accounts-2fa), offered to every account (candidates'
// personal data and companies' requests deserve it as much as the back office does). Off: "Set
// up" asks the server for a secret and shows it as a QR code and as text for an authenticator
// app; a code from the app turns it on. On: a code turns it off (the server asks for it, so an
// open session alone cannot). Whether it is on is asked with has2faEnabled: the secret and its
// state are never published.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import SimpleSchema from 'simpl-schema';
import { FormSection } from '../../components/page/form-section';
import { LoadingState } from '../../components/page/view-states';
import { useMethodValue } from '../../components/page/use-method-value';
import { CodeField, codeErrorOnField, codeFormSchema } from '../../forms/two-factor-code';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { usePublicSettings } from '../../lib/public-settings';
import { WORDS } from '../../components/page/words';

interface Activation {
  svg: string;
  secret: string;
  uri: string;
}

const TITLE = 'Two-factor sign-in';
const NO_FIELDS = new SimpleSchema({});

export function TwoFactorSection() {
  const { callMethod } = useCurrentAccount();
  const { productName } = usePublicSettings();
  const [changed, setChanged] = useState<boolean | null>(null);
  const asked = useMethodValue('has2faEnabled', []);
  const enabled = changed ?? asked.value;
  const [activation, setActivation] = useState<Activation | null>(null);
  const form = useSchemaForm(codeFormSchema, { code: '' });
  const setupForm = useSchemaForm(NO_FIELDS);

  const withCode = (method: 'enableUser2fa' | 'disableUser2fa', next: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        await callMethod(method, String(values.code));
      } catch (error) {
        throw codeErrorOnField(error);
      }
      form.field('code').onChange('code', '');
      setActivation(null);
      setChanged(next);
    });
  const setUp = setupForm.handleSubmit(async () => setActivation(await callMethod('generate2faActivationQrCode', productName)));

  if (enabled === null) {
    return asked.error ? null : <LoadingState />;
  }
  const codeField = <CodeField {...form.field('code')} />;
  // Off, setting up, or on: one section whose words, action and fields follow the state.
  const stage = enabled
    ? {
        description: 'On: signing in asks for a code from your authenticator app after your password. To turn it off, enter a code from the app.',
        onSubmit: withCode('disableUser2fa', false),
        submitLabel: 'Turn off two-factor sign-in',
        content: codeField,
      }
    : activation
      ? {
          description: 'Scan the QR code with your authenticator app (or type the key into it), then enter the code it shows.',
          onSubmit: withCode('enableUser2fa', true),
          submitLabel: 'Turn on two-factor sign-in',
          content: (
            <>
              <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(activation.svg)}`} alt="QR code for your authenticator app" width={176} height={176} className="d-block mb-2 bg-white" />
              <p className="small text-break">
                Key: <code>{activation.secret}</code>
              </p>
              {codeField}
            </>
          ),
        }
      : {
          description: 'Off. With it on, signing in also asks for a code from an authenticator app on your phone, so a stolen password alone does not open your account.',
          onSubmit: setUp,
          submitLabel: 'Set up two-factor sign-in',
          content: changed === false ? <p className="small">Two-factor sign-in is off.</p> : null,
        };
  const sending = activation || enabled ? form : setupForm;
  return (
    <FormSection
      title={TITLE}
      description={stage.description}
      onSubmit={stage.onSubmit}
      submitting={sending.submitting}
      error={sending.generalError}
      submitLabel={stage.submitLabel}
      actions={
        activation && !enabled ? (
          <Button variant="outline-secondary" onClick={() => setActivation(null)}>
            {WORDS.cancel}
          </Button>
        ) : undefined
      }
    >
      {stage.content}
    </FormSection>
  );
}
