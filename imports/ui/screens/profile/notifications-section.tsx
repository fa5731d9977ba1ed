// My Profile: which notifications also come by e-mail (`notifications.saveSettings`), one switch
// per category; the bell shows every one whatever the switches say. The agency's own categories
// are offered to admins only, with the choice of one daily digest instead of a mail per event.
// The section's anchor `#notifications` is where every notification mail's settings link points.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { createSchema } from '../../../api/common/lists';
import { ADMIN_ONLY_CATEGORIES, categoryMessageId, NOTIFICATION_CATEGORIES, type NotificationCategory } from '../../../api/notifications/kinds';
import { FormSection } from '../../components/page/form-section';
import { LoadingState } from '../../components/page/view-states';
import { CheckboxList } from '../../forms/inputs/checkbox-list';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import type { AccountUser } from '../../lib/account-types';
import { useSubscribe } from '../../lib/subscriptions';
import type { MessageId } from '../../../i18n/message-ids';
import { useLabelledSchema } from './profile-schemas';

export const NOTIFICATIONS_ANCHOR = 'notifications';

const settingsSchema = (t: (id: MessageId) => string) =>
  createSchema({
    mailOn: { type: Array, optional: true, maxCount: NOTIFICATION_CATEGORIES.length, label: t('profile.notifications.mailOn') },
    'mailOn.$': { type: String, allowedValues: NOTIFICATION_CATEGORIES.map((category) => category.value) },
    digest: { type: Boolean, optional: true, label: t('profile.notifications.digest') },
  });

function SettingsForm({ user, admin }: { user: AccountUser; admin: boolean }) {
  const { callMethod } = useCurrentAccount();
  const intl = useIntl();
  const categories = admin ? NOTIFICATION_CATEGORIES : NOTIFICATION_CATEGORIES.filter((category) => !ADMIN_ONLY_CATEGORIES.includes(category.value));
  // The categories in the reader's language, as the mails' settings line names them.
  const options = categories.map((category) => ({ value: category.value, label: intl.formatMessage({ id: categoryMessageId(category.value) }) }));
  const settings = user.notificationSettings ?? {};
  const mailOff = new Set(settings.mailOff ?? []);
  const schema = useLabelledSchema(settingsSchema);
  const form = useSchemaForm(schema, {
    mailOn: categories.map((category) => category.value).filter((category) => !mailOff.has(category)),
    digest: settings.digest === true ? true : null,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const on = new Set((values.mailOn as NotificationCategory[] | undefined) ?? []);
    const off = categories.map((category) => category.value).filter((category) => !on.has(category));
    await callMethod('notifications.saveSettings', { mailOff: off, ...(admin ? { digest: values.digest === true } : {}) });
  });
  return (
    <FormSection
      id={NOTIFICATIONS_ANCHOR}
      title={intl.formatMessage({ id: 'profile.notifications.title' })}
      description={intl.formatMessage({ id: 'profile.notifications.description' })}
      onSubmit={onSubmit}
      submitting={form.submitting}
      error={form.generalError}
      saved={form.saved}
    >
      <CheckboxList {...form.field('mailOn')} options={options} type="switch" />
      {admin && <SchemaField {...form.field('digest')} />}
    </FormSection>
  );
}

export function NotificationsSection({ user }: { user: AccountUser }) {
  // `users.me` brings the settings (the login's own-user publication leaves them out).
  const loading = useSubscribe('users.me')();
  const anchor = useRef(false);
  useEffect(() => {
    // A mail's settings link: once the section is there, show it.
    if (loading || anchor.current || window.location.hash !== `#${NOTIFICATIONS_ANCHOR}`) return;
    anchor.current = true;
    document.getElementById(NOTIFICATIONS_ANCHOR)?.scrollIntoView();
  }, [loading]);
  if (loading) return <LoadingState />;
  return <SettingsForm user={user} admin={user.roles?.includes('admin') ?? false} />;
}
