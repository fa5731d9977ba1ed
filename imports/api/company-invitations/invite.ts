// Inviting someone to a company: an owner (or an admin) names an address and a role; the server
// stores a pending invitation and mails its link. Nothing else changes: no membership, no account.
// Server-only.
//
// Decisions where the spec is silent:
// - The answer is the same (nothing) whether the address has an account, is already a member
//   (then nothing is stored and nothing mailed: the owner sees them in the member list anyway),
//   was invited before (the pending invitation is renewed: new link, role and expiry), or has had
//   its mails for the hour (then nothing changes: renewing without a mail would void the link the
//   invitee already has).
// - The company's daily limit counts every call by an owner, before anything is looked up, so its
//   count tells nothing about the addresses either.
// - An invitee who already has an account with the address confirmed (the address that may answer,
//   answers.ts) also finds it under the bell, linked to My Company where they answer it; the mail
//   with the link stays the one mail of the moment, so the notification sends none of its own.
// - The invitation, its mail (the outbox's write) and the call's receipt are stored together: a
//   call re-sent after a reconnect (same randomSeed) answers as its first send, mails nothing and
//   leaves the first mail's link working (common/call-receipts.ts); a new call renews as above.
import { isValidationError } from 'meteor/aldeed:collection2';
import { Accounts, accountMailLimits, _hashLoginToken } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { Email } from 'meteor/email';
import { Meteor } from 'meteor/meteor';
import { writeTogether } from 'meteor/mongo';
import { Random } from 'meteor/random';
import { paths } from '../../ui/app/paths';
import { Companies } from '../companies/collection';
import { messageIn } from '../../i18n/intl';
import { localeOfUser } from '../i18n/user-locale';
import { accountMailParts, greetingFor } from '../mail-outbox/mail/account-mail';
import { failUnlessOwned } from '../companies/logic';
import type { CompanyRole } from '../companies/schema';
import { personNameOf } from '../notifications/event-params';
import { findUser } from '../users/store';
import { notify } from '../notifications/events';
import { registerMailPlan } from '../notifications/notification-mails';
import { CompanyInvitations } from './collection';
import { type CompanyInvitation, INVITATION_LIFETIME_MS } from './schema';
import { userError } from '../common/user-error';
import { oncePerCall } from '../common/call-receipts';

export function normalizedAddress(address: string): string {
  return address.trim().toLowerCase();
}

/** The link in the mail; the screen behind it is the Join screen's company variant. */
export function invitationUrl(token: string): string {
  return Meteor.absoluteUrl(`engine/invitation/${token}/`);
}

registerMailPlan('company.invited', async () => null);

async function isMember(companyId: string, address: string): Promise<boolean> {
  const user = await Accounts.findUserByEmail(address);
  if (!user) return false;
  return (await Companies.find({ _id: companyId, 'members.userId': user._id }, { fields: { _id: 1 } }).countAsync()) > 0;
}

/** The invitation in the invitee's language: their account's, else the inviter's browser's. */
async function invitationMail(invitation: Pick<CompanyInvitation, 'address' | 'companyName' | 'inviterName' | 'role'>, token: string) {
  const locale = localeOfUser(await Accounts.findUserByEmail(invitation.address));
  const values = { inviterName: invitation.inviterName, companyName: invitation.companyName, product: Accounts.emailTemplates.siteName, role: invitation.role };
  return {
    from: Accounts.emailTemplates.from,
    to: invitation.address,
    subject: messageIn(locale, 'mails.companyInvitation.subject', values),
    ...accountMailParts({
      locale,
      greeting: greetingFor(locale, undefined),
      paragraphs: [messageIn(locale, 'mails.companyInvitation.body', values), messageIn(locale, 'mails.companyInvitation.howTo')],
      action: { label: messageIn(locale, 'mails.companyInvitation.action'), url: invitationUrl(token) },
      closing: [messageIn(locale, 'mails.companyInvitation.closing')],
    }),
  };
}

/** The account whose confirmed address is `address`: the one who may answer the invitation. */
async function inviteeAccountId(address: string): Promise<string | undefined> {
  const user = await Accounts.findUserByEmail(address);
  return user?.emails?.some((entry) => entry.verified && normalizedAddress(entry.address) === address) ? user._id : undefined;
}

type InvitationFields = Omit<CompanyInvitation, '_id' | 'status' | 'createdAt' | 'expiresAt' | 'hashedToken' | 'pendingKey'>;

/**
 * Stores a pending invitation for (company, address) under `token`, or renews the pending one,
 * together with its event for the invitee's bell when they have an account and `alongside` (its
 * mail, the call's receipt): all stored or none.
 */
async function storePending(fields: InvitationFields, token: string, alongside: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  const now = new Date();
  const pendingKey = `${fields.companyId}:${fields.address}`;
  const renewal = { ...fields, hashedToken: _hashLoginToken(token), createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS) };
  const inviteeId = await inviteeAccountId(fields.address);
  const told = [
    ...(inviteeId ? [notify('company.invited', { inviterName: fields.inviterName, companyName: fields.companyName }, { userIds: [inviteeId] }, paths.company.href())] : []),
    ...alongside,
  ];
  // Renew or insert as read, so the mail is sent in one group only; two attempts: a write that
  // loses a race (answered meanwhile, or another invitation to the address) tries the other way.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await CompanyInvitations.findOneAsync({ pendingKey }, { fields: { _id: 1 } })) {
      if (await writeTogether([() => CompanyInvitations.updateAsync({ pendingKey }, { $set: renewal }), ...told], { requireMatch: true })) return;
      continue;
    }
    try {
      await writeTogether([() => CompanyInvitations.insertAsync({ ...renewal, status: 'pending', pendingKey }), ...told]);
      return;
    } catch (error) {
      if (!(isValidationError(error) && error.invalidKeys.some((key) => key.name === 'pendingKey' && key.type === 'notUnique'))) throw error;
    }
  }
  throw userError(409, 'errors.changed.invitation');
}

/** Who invites, as the invitation shows it in any language: their name, else their address. */
async function inviterNameOf(actorId: string): Promise<string> {
  const name = await personNameOf(actorId);
  return name || ((await findUser(actorId, { emails: 1 }))?.emails?.[0]?.address ?? '');
}

/**
 * A re-sent call (same randomSeed, after a reconnect) answers as its first send did and changes
 * nothing: no new link, no second mail, so the first mail's link keeps working
 * (common/call-receipts.ts). The invitation, its mail and the receipt are stored together.
 */
export function inviteToCompany(actorId: string, actorIsAdmin: boolean, companyId: string, email: string, role: CompanyRole): Promise<void> {
  return oncePerCall<void>(actorId, async (receipt) => {
    await failUnlessOwned(companyId, actorId, actorIsAdmin);
    accountMailLimits()?.takeInvitation(companyId);
    const address = normalizedAddress(email);
    if (await isMember(companyId, address)) return;
    if (!(accountMailLimits()?.mayMail(address) ?? true)) return;
    const company = await Companies.findOneAsync({ _id: companyId }, { fields: { name: 1 } });
    if (!company) throw userError(404, 'errors.notFound.company');
    const fields = { companyId, invitedBy: actorId, companyName: company.name, inviterName: await inviterNameOf(actorId), role, address };
    const token = Random.secret();
    const mail = await invitationMail(fields, token);
    // Email.sendAsync's outbox hook writes the mail: that write joins the invitation's group.
    await storePending(fields, token, [() => Email.sendAsync(mail), receipt()]);
  });
}
