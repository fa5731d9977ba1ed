// My Profile: change the sign-in address (`users.changeEmail`, the current password asked). A link
// goes to the new address; until it is opened the current address stays the one to sign in with,
// and the section says which address waits for confirmation. The answer reads the same whether or
// not the new address belongs to another account.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkSentNotice } from '../../components/link-sent-notice';
import { FormSection } from '../../components/page/form-section';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import type { AccountUser } from '../../lib/account-types';
import { emailChangeFormSchema, useLabelledSchema } from './profile-schemas';
import { withWrongPasswordOn } from './wrong-password';

export function EmailSection({ user }: { user: AccountUser }) {
  const { changeEmail } = useCurrentAccount();
  const intl = useIntl();
  const schema = useLabelledSchema(emailChangeFormSchema);
  const form = useSchemaForm(schema);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const current = user.emails?.[0]?.address ?? '';
  const pending = user.emails?.slice(1).find((entry) => !entry.verified)?.address;
  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await withWrongPasswordOn('password', intl, () => changeEmail(String(values.email), String(values.password)));
    setSentTo(answer.sentTo);
  });
  return (
    <FormSection
      title={intl.formatMessage({ id: 'profile.email.title' })}
      description={
        <>
          <FormattedMessage id="profile.email.current" values={{ current, strong: (chunks) => <strong>{chunks}</strong> }} />
          {pending && !sentTo && (
            <>
              {' '}
              <FormattedMessage id="profile.email.pending" values={{ pending }} />
            </>
          )}
        </>
      }
      onSubmit={onSubmit}
      submitting={form.submitting}
      error={form.generalError}
      submitLabel={intl.formatMessage({ id: 'profile.email.submit' })}
    >
      {sentTo && <LinkSentNotice address={sentTo} />}
      <SchemaField {...form.field('email')} autoComplete="email" />
      <SchemaField {...form.field('password')} inputType="password" autoComplete="current-password" />
    </FormSection>
  );
}
