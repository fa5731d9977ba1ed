// Accounts nobody signed in to for three years (the privacy policy's promise): the owner is asked
// by mail whether to keep the account, and 30 days later, if nobody signed in since the question,
// the account is deleted the way its owner would delete it (account-deletion.ts). A sign-in is
// any login, a resumed session included (user-status records it as `status.lastLogin`); an
// account that never signed in counts from its creation. Admin accounts are never deleted by
// time: the agency's own access must not lapse.
// The question is recorded (`keepAskedAt`) in the same write as its mail enters the durable
// outbox (writeTogether), so an account counts as asked exactly when its question will be
// delivered: an SMTP outage delays the mail (the outbox retries it), it never skips it. The
// conditional claim keeps two runs (two instances) from asking twice.
import { Accounts } from 'meteor/accounts-base';
import { Email } from 'meteor/email';
import { Meteor } from 'meteor/meteor';
import { writeTogether } from 'meteor/mongo';
import { messageIn } from '../../i18n/intl';
import { localeOfUser } from '../i18n/user-locale';
import { accountMailParts, greetingFor } from '../mail-outbox/mail/account-mail';
import { deleteAccount } from '../users/account-deletion';
import { usersCollection } from '../users/store';
import { findInWindows } from './in-windows';
import { ACCOUNT_IDLE_MS, KEEP_ANSWER_MS, KEEP_CLAIM_RETRY_MS } from './retention-policy';

/** Accounts looked at per run: a daily run catches up on a backlog over days, in bounded steps. */
const BATCH = 500;

interface IdleCandidate {
  _id: string;
  createdAt: Date;
  emails?: { address: string }[];
  profile?: { name?: { first?: string }; language?: string };
  status?: { lastLogin?: { date?: Date } };
  retention?: { keepClaimAt?: Date; keepAskedAt?: Date };
}

function lastSignIn(user: IdleCandidate): Date {
  return user.status?.lastLogin?.date ?? user.createdAt;
}

function keepQuestionMail(user: IdleCandidate, to: string) {
  const product = Accounts.emailTemplates.siteName;
  // A background run: the saved language, else English (no browser is asking).
  const locale = localeOfUser(user);
  return {
    from: Accounts.emailTemplates.from,
    to,
    subject: messageIn(locale, 'mails.keepAccount.subject', { product }),
    ...accountMailParts({
      locale,
      greeting: greetingFor(locale, user.profile?.name?.first),
      paragraphs: [messageIn(locale, 'mails.keepAccount.body', { product })],
      action: { label: messageIn(locale, 'mails.signIn'), url: Meteor.absoluteUrl('engine/sign-in') },
      closing: [
        messageIn(locale, 'mails.keepAccount.otherwise', { policyUrl: Meteor.absoluteUrl('engine/privacy-policy') }),
        messageIn(locale, 'mails.keepAccount.records'),
      ],
    }),
  };
}

async function ask(user: IdleCandidate, now: Date): Promise<boolean> {
  const to = user.emails?.[0]?.address;
  if (!to) return false;
  const claimRetry = new Date(now.getTime() - KEEP_CLAIM_RETRY_MS);
  const asked = await writeTogether(
    [
      () =>
        usersCollection().updateAsync(
          { _id: user._id, $or: [{ 'retention.keepClaimAt': { $exists: false } }, { 'retention.keepClaimAt': { $lt: claimRetry } }] },
          { $set: { 'retention.keepClaimAt': now, 'retention.keepAskedAt': now } },
        ),
      // Email.sendAsync's outbox hook writes the mail: that write joins this group.
      () => Email.sendAsync(keepQuestionMail(user, to)),
    ],
    { requireMatch: true },
  );
  return asked !== null; // null: another run (another instance) has it
}

export async function handleIdleAccounts(now: Date): Promise<{ asked: number; deleted: number }> {
  const idleCutoff = new Date(now.getTime() - ACCOUNT_IDLE_MS);
  // In bounded windows: this selector has no index to narrow it (in-windows.ts).
  const candidates = (await findInWindows(
    usersCollection(),
    {
      deletedAt: { $exists: false },
      roles: { $ne: 'admin' },
      $or: [{ 'status.lastLogin.date': { $lt: idleCutoff } }, { 'status.lastLogin.date': { $exists: false }, createdAt: { $lt: idleCutoff } }],
    },
    { fields: { createdAt: 1, emails: 1, 'profile.name.first': 1, 'profile.language': 1, 'status.lastLogin.date': 1, retention: 1 }, limit: BATCH },
  )) as unknown as IdleCandidate[];
  let asked = 0;
  let deleted = 0;
  for (const user of candidates) {
    const askedAt = user.retention?.keepAskedAt;
    // A question from before the last sign-in belongs to an earlier idle spell.
    const askedThisSpell = askedAt !== undefined && askedAt >= lastSignIn(user);
    if (!askedThisSpell) {
      if (await ask(user, now)) asked += 1;
    } else if (now.getTime() - askedAt.getTime() >= KEEP_ANSWER_MS) {
      await deleteAccount(user._id);
      deleted += 1;
    }
  }
  return { asked, deleted };
}
