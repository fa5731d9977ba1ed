// The mail of a saved search's alert: the notification's sentence, the projects (or experts) it
// found (each title or anonymised name with its address), a button to the list with the search's
// filters, and a one-click link that switches this search's alerts off (not the whole category),
// in List-Unsubscribe too. It replaces the default notification mail of `search.matched`, under
// the same id.
import { Meteor } from 'meteor/meteor';
import { intlFor } from '../../i18n/intl';
import { savedLocaleOf } from '../i18n/user-locale';
import { greetingFor } from '../mail-outbox/mail/account-mail';
import { mailSettings } from '../mail-outbox/mail-settings';
import type { OutboxMail } from '../mail-outbox/schema';
import type { NotificationEvent } from '../notifications/events';
import { renderNotificationMail } from '../notifications/mail/notification-mail';
import { notificationSettingsUrl, registerMailPlan } from '../notifications/notification-mails';
import { notificationText } from '../notifications/kinds';
import { unsubscribeHeaders, unsubscribeUrl } from '../notifications/unsubscribe-links';
import type { User } from '../users/schema';
import { alertedListOf } from './alerted-lists';
import { SavedSearches, SavedSearchHits } from './collection';
import { savedSearchHref } from './list-links';
import { listOfSearch } from './schema';

const absolute = (link: string) => Meteor.absoluteUrl(link.replace(/^\//, ''));

async function planSearchAlertMail(event: NotificationEvent, user: User, mail: OutboxMail): Promise<OutboxMail | null> {
  const { searchId, alertedAt } = event.params;
  if (!searchId || !alertedAt) return mail;
  const search = await SavedSearches.findOneAsync({ _id: searchId, userId: user._id }, { fields: { name: 1, list: 1, filters: 1, active: 1 } });
  // Deleted or switched off between the alert and its dispatch: the bell says it, no mail.
  if (!search?.active) return null;
  const list = alertedListOf(search);
  const hits = await SavedSearchHits.find({ searchId, alertedAt: new Date(alertedAt) }, { fields: { [list.hitField]: 1 } }).fetchAsync();
  const items = await list.items(
    hits.flatMap((hit) => hit[list.hitField] ?? []),
    { listedOnly: false },
  );
  const locale = savedLocaleOf(user);
  const intl = intlFor(locale);
  const unsubscribe = await unsubscribeUrl(user._id, `search-${searchId}`);
  const { html, text } = await renderNotificationMail({
    locale,
    greeting: greetingFor(locale, user.profile?.name?.first),
    sentence: notificationText(intl, event.kind, event.params),
    quoted: items.map((item) => ({ heading: item.title, text: absolute(item.href) })),
    actionLabel: intl.formatMessage({ id: list.openListMessageId }),
    actionUrl: absolute(savedSearchHref(listOfSearch(search), search.filters)),
    settingsUrl: notificationSettingsUrl(),
    unsubscribeUrl: unsubscribe,
    categoryLabel: intl.formatMessage({ id: 'savedSearches.mail.category' }, { name: search.name }),
    settings: mailSettings(),
  });
  return { ...mail, text, html, headers: unsubscribeHeaders(unsubscribe) };
}

export function registerSearchAlertMails(): void {
  registerMailPlan('search.matched', planSearchAlertMail);
}
