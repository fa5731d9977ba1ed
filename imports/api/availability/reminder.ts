// The daily reminder (server only): a candidate whose availability was last confirmed more than
// 30 days ago gets one mail per period with a "still true" link (a random single-use token,
// stored only hashed, valid 30 days) and a link to change it in My Profile. The period ends when
// the candidate saves or confirms (the reminder record is removed then), so the next one starts
// fresh. The record is written in the same group as the mail enters the durable outbox
// (writeTogether, as idle-accounts.ts does): the candidate counts as reminded exactly when the
// mail will go; the conditional write keeps two runs (two instances) from mailing twice.
// Silence changes nothing here: the directory keeps the expert, the match score weighs the age.
import { Accounts } from 'meteor/accounts-base';
import { Email } from 'meteor/email';
import { Meteor } from 'meteor/meteor';
import { writeTogether } from 'meteor/mongo';
import { Random } from 'meteor/random';
import { intlFor, messageIn } from '../../i18n/intl';
import { paths } from '../../ui/app/paths';
import { availabilityText } from '../../ui/components/expert/expert-facts';
import { dayText } from '../../ui/lib/day-text';
import type { Availability } from '../common/lists/schema-parts';
import { localeOfUser } from '../i18n/user-locale';
import { accountMailParts, greetingFor } from '../mail-outbox/mail/account-mail';
import { usersCollection } from '../users/store';
import { hashReminderToken } from './confirmation';
import { dueForReminderSelector } from './lookups';
import { REMINDER_LINK_LIFETIME_MS, UNCONFIRMED_AFTER_MS } from './policy';

/** Accounts reminded per run: a backlog is worked off over days, in bounded steps. */
const BATCH = 500;
export const STILL_TRUE_BASE = '/engine/availability';

interface Due {
  _id: string;
  emails?: { address: string }[];
  profile?: { name?: { first?: string }; language?: string };
  candidateData: { availability: Availability & { confirmedAt: Date } };
}

export function stillTrueUrl(token: string): string {
  return Meteor.absoluteUrl(`${STILL_TRUE_BASE.slice(1)}/${token}`);
}

function reminderMail(user: Due, to: string, token: string) {
  const locale = localeOfUser(user);
  const availability = user.candidateData.availability;
  const product = Accounts.emailTemplates.siteName;
  return {
    from: Accounts.emailTemplates.from,
    to,
    subject: messageIn(locale, 'availability.mail.subject', { product }),
    ...accountMailParts({
      locale,
      greeting: greetingFor(locale, user.profile?.name?.first),
      paragraphs: [
        messageIn(locale, 'availability.mail.body', {
          date: dayText(availability.confirmedAt, locale),
          availability: availabilityText(intlFor(locale), { availability }),
        }),
      ],
      action: { label: messageIn(locale, 'availability.stillTrue'), url: stillTrueUrl(token) },
      closing: [
        messageIn(locale, 'availability.mail.change', { url: Meteor.absoluteUrl(`${paths.profile.href().replace(/^\//, '')}#availability`) }),
        messageIn(locale, 'availability.mail.unanswered'),
      ],
    }),
  };
}

async function remind(user: Due, now: Date): Promise<boolean> {
  const to = user.emails?.[0]?.address;
  if (!to) return false;
  const token = Random.secret();
  const reminder = { sentAt: now, hashedToken: hashReminderToken(token), expiresAt: new Date(now.getTime() + REMINDER_LINK_LIFETIME_MS) };
  const sent = await writeTogether(
    [
      () =>
        usersCollection().updateAsync(
          { _id: user._id, availabilityReminder: { $exists: false }, 'candidateData.availability.confirmedAt': user.candidateData.availability.confirmedAt },
          { $set: { availabilityReminder: reminder } },
        ),
      // Email.sendAsync's outbox hook writes the mail: that write joins this group.
      () => Email.sendAsync(reminderMail(user, to, token)),
    ],
    { requireMatch: true },
  );
  return sent !== null;
}

/** Days after the last confirmation the reminder goes (AVAILABILITY_REMINDER_AFTER_DAYS; default 30, the badge's). */
function remindAfterMs(): number {
  const days = process.env.AVAILABILITY_REMINDER_AFTER_DAYS?.trim();
  return days ? Number(days) * 24 * 60 * 60 * 1000 : UNCONFIRMED_AFTER_MS;
}

/** Reminds every candidate due; answers how many were mailed. */
export async function remindUnconfirmedAvailability(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - remindAfterMs());
  const due = (await usersCollection()
    .find(
      dueForReminderSelector(cutoff),
      { fields: { emails: 1, 'profile.name.first': 1, 'profile.language': 1, 'candidateData.availability': 1 }, limit: BATCH },
    )
    .fetchAsync()) as unknown as Due[];
  let sent = 0;
  for (const user of due) if (await remind(user, now)) sent += 1;
  return sent;
}

export async function ensureAvailabilityIndexes(): Promise<void> {
  await usersCollection().createIndexAsync({ 'candidateData.availability.confirmedAt': 1 });
  await usersCollection().createIndexAsync({ 'availabilityReminder.hashedToken': 1 }, { sparse: true });
}
