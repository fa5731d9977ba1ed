// The mail of a saved search's alert: the notification's sentence, the projects it found (each
// title with its address), a button to the list with the search's filters, and a one-click link
// that switches this search's alerts off (not the whole category), in List-Unsubscribe too. It
// replaces the default notification mail of `search.matched`, under the same id.
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
import { Projects } from '../projects/collection';
import { paths } from '../../ui/app/paths';
import type { User } from '../users/schema';
import { SavedSearches, SavedSearchHits } from './collection';
import { searchListLink } from './alerts';

const absolute = (link: string) => Meteor.absoluteUrl(link.replace(/^\//, ''));

async function planSearchAlertMail(event: NotificationEvent, user: User, mail: OutboxMail): Promise<OutboxMail | null> {
  const { searchId, alertedAt } = event.params;
  if (!searchId || !alertedAt) return mail;
  const search = await SavedSearches.findOneAsync({ _id: searchId, userId: user._id }, { fields: { name: 1, filters: 1, active: 1 } });
  // Deleted or switched off between the alert and its dispatch: the bell says it, no mail.
  if (!search?.active) return null;
  const hits = await SavedSearchHits.find({ searchId, alertedAt: new Date(alertedAt) }, { fields: { projectId: 1 } }).fetchAsync();
  const projects = await Projects.find({ _id: { $in: hits.map((hit) => hit.projectId) } }, { fields: { title: 1, urlName: 1 }, sort: { publishedAt: -1, _id: -1 } }).fetchAsync();
  const locale = savedLocaleOf(user);
  const intl = intlFor(locale);
  const unsubscribe = await unsubscribeUrl(user._id, `search-${searchId}`);
  const { html, text } = await renderNotificationMail({
    locale,
    greeting: greetingFor(locale, user.profile?.name?.first),
    sentence: notificationText(intl, event.kind, event.params),
    quoted: projects.map((project) => ({ heading: project.title, text: absolute(paths.project.href(project._id, project.urlName)) })),
    actionLabel: intl.formatMessage({ id: 'savedSearches.mail.openList' }),
    actionUrl: absolute(searchListLink(search.filters)),
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
