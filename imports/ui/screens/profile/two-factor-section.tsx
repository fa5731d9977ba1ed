// My Profile: two-factor sign-in (meteor/accounts-2fa), offered to every account (candidates'
// personal data and companies' requests deserve it as much as the back office does). Off: "Set
// up" asks the server for a secret and shows it as a QR code and as text for an authenticator
// app; a code from the app turns it on. On: a code turns it off (the server asks for it, so an
// open session alone cannot). Whether it is on is asked with has2faEnabled: the secret and its
// state are never published.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from 'react-bootstrap/Button';
import SimpleSchema from 'simpl-schema';
import { FormSection } from '../../components/page/form-section';
import { LoadingState } from '../../components/page/view-states';
import { useMethodValue } from '../../components/page/use-method-value';
import { CodeField, codeErrorOnField, codeFormSchema } from '../../forms/two-factor-code';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { usePublicSettings } from '../../lib/public-settings';

interface Activation {
  svg: string;
  secret: string;
  uri: string;
}

const NO_FIELDS = new SimpleSchema({});

export function TwoFactorSection() {
  const { callMethod } = useCurrentAccount();
  const intl = useIntl();
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
        description: intl.formatMessage({ id: 'profile.twoFactor.onDescription' }),
        onSubmit: withCode('disableUser2fa', false),
        submitLabel: intl.formatMessage({ id: 'profile.twoFactor.turnOff' }),
        content: codeField,
      }
    : activation
      ? {
          description: intl.formatMessage({ id: 'profile.twoFactor.scan' }),
          onSubmit: withCode('enableUser2fa', true),
          submitLabel: intl.formatMessage({ id: 'profile.twoFactor.turnOn' }),
          content: (
            <>
              <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(activation.svg)}`} alt={intl.formatMessage({ id: 'profile.twoFactor.qrAlt' })} width={176} height={176} className="d-block mb-2 bg-white" />
              <p className="small text-break">
                <FormattedMessage id="profile.twoFactor.key" values={{ secret: activation.secret, code: (chunks) => <code>{chunks}</code> }} />
              </p>
              {codeField}
            </>
          ),
        }
      : {
          description: intl.formatMessage({ id: 'profile.twoFactor.offDescription' }),
          onSubmit: setUp,
          submitLabel: intl.formatMessage({ id: 'profile.twoFactor.setUp' }),
          content: changed === false ? <p className="small">
              <FormattedMessage id="profile.twoFactor.turnedOff" />
            </p> : null,
        };
  const sending = activation || enabled ? form : setupForm;
  return (
    <FormSection
      title={intl.formatMessage({ id: 'profile.twoFactor.title' })}
      description={stage.description}
      onSubmit={stage.onSubmit}
      submitting={sending.submitting}
      error={sending.generalError}
      submitLabel={stage.submitLabel}
      actions={
        activation && !enabled ? (
          <Button variant="outline-secondary" onClick={() => setActivation(null)}>
            <FormattedMessage id="common.cancel" />
          </Button>
        ) : undefined
      }
    >
      {stage.content}
    </FormSection>
  );
}
