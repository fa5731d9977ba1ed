// Answering a company invitation: the invitee accepts or declines (signed in, for an invitation to
// one of their addresses; or with the mailed link's token), an unknown address signs up while
// accepting, and owners (and admins) revoke a pending one. Server-only.
//
// Every answer is one conditional update on the pending, unexpired invitation (with the link's
// hash as read), so a link works once and two concurrent answers cannot both win. Only acceptance
// touches an account: the customer role, the membership with the invited role, and this company
// selected if the user had none. Declining, revoking and expiring leave the account as it was.
// An unknown, used or expired link answers one neutral 403, as Meteor's resetPassword does.
// An answer re-sent after a reconnect (same randomSeed) answers as its first send, never that
// 403 (common/call-receipts.ts): keyed by the user when signed in, by the link's token when not.
// A sign-up's receipt keeps the new account's id, never its login token: the method signs a
// re-send in afresh, as the first send did (only a client holding both the token and the first
// send's seed gets there, and that client was already given a login for this account).
import { Accounts, _hashLoginToken } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { writeTogether } from 'meteor/mongo';
import { Companies } from '../companies/collection';
import { becomeCustomerOf, failUnlessOwned } from '../companies/logic';
import type { PasswordDigest } from '../users/sign-up';
import type { PersonName } from '../users/sign-up-schemas';
import { findLiveUser, usersCollection } from '../users/store';
import { CompanyInvitations } from './collection';
import { normalizedAddress } from './invite';
import type { InvitationByLink, SignedUpByLink } from './answers-types';
import type { CompanyInvitation } from './schema';
import { messageIn } from '../../i18n/intl';
import { userError } from '../common/user-error';
import { signUpLanguage } from '../i18n/user-locale';
import { forgetCallReceipt, forgetLinkCallReceipt, oncePerCall, oncePerLinkCall, type ReceiptWrite } from '../common/call-receipts';

/** The English reason of a refused invitation link (tests assert it). */
export const LINK_REFUSED = messageIn('en', 'errors.company.invitationRefused');

const refused = () => userError(403, 'errors.company.invitationRefused');

const open = () => ({ status: 'pending' as const, expiresAt: { $gt: new Date() } });

async function pendingByToken(token: string): Promise<CompanyInvitation> {
  const invitation = await CompanyInvitations.findOneAsync({ hashedToken: _hashLoginToken(token), ...open() });
  if (!invitation) throw refused();
  return invitation;
}

/**
 * The user's confirmed addresses, as invitations store them. An address still waiting for its
 * link (a sign-up or an address change) is not yet proven theirs, so it answers no invitation.
 */
export async function addressesOf(userId: string): Promise<string[]> {
  const user = await findLiveUser(userId, { emails: 1 });
  return (user.emails ?? []).filter((entry) => entry.verified).map((entry) => normalizedAddress(entry.address));
}

async function pendingForUser(userId: string, invitationId: string): Promise<CompanyInvitation> {
  const invitation = await CompanyInvitations.findOneAsync({ _id: invitationId, address: { $in: await addressesOf(userId) }, ...open() });
  if (!invitation) throw refused();
  return invitation;
}

/**
 * Answers `invitation` as read (status, link and expiry unchanged meanwhile), with the call's
 * receipt and `alongside` (one more write that stands or falls with the answer), or 403.
 */
async function claim(
  invitation: CompanyInvitation,
  status: 'accepted' | 'declined' | 'revoked',
  receipt: ReceiptWrite = async () => undefined,
  alongside: ReceiptWrite = async () => undefined,
): Promise<void> {
  const changed = await writeTogether(
    [
      () =>
        CompanyInvitations.updateAsync(
          { _id: invitation._id, hashedToken: invitation.hashedToken, ...open() },
          { $set: { status, answeredAt: new Date() }, $unset: { hashedToken: '', pendingKey: '' } },
        ),
      alongside,
      receipt,
    ],
    { requireMatch: true },
  );
  if (!changed) throw refused();
}

/** Puts a claimed invitation back, when what acceptance needed failed after the claim. */
async function reopen(invitation: CompanyInvitation): Promise<void> {
  await CompanyInvitations.updateAsync(
    { _id: invitation._id, status: 'accepted' },
    { $set: { status: 'pending', hashedToken: invitation.hashedToken, pendingKey: invitation.pendingKey }, $unset: { answeredAt: '' } },
  );
}

async function joinCompany(invitation: CompanyInvitation, userId: string): Promise<void> {
  const pushed = await Companies.updateAsync(
    { _id: invitation.companyId, 'members.userId': { $ne: userId } },
    { $push: { members: { userId, role: invitation.role, addedAt: new Date() } } },
  );
  if (pushed !== 1 && !(await Companies.findOneAsync({ _id: invitation.companyId, 'members.userId': userId }, { fields: { _id: 1 } }))) {
    throw userError(404, 'errors.notFound.company');
  }
  await becomeCustomerOf(userId, invitation.companyId, 'ifNone');
}

async function accept(invitation: CompanyInvitation, userId: string, receipt?: ReceiptWrite): Promise<string> {
  await claim(invitation, 'accepted', receipt);
  try {
    await joinCompany(invitation, userId);
  } catch (error) {
    await reopen(invitation);
    if (receipt) await forgetCallReceipt(userId);
    throw error;
  }
  return invitation.companyId;
}

export async function invitationByLink(token: string): Promise<InvitationByLink> {
  const invitation = await pendingByToken(token);
  const { _id, companyName, inviterName, role, address } = invitation;
  return { invitationId: _id, companyName, inviterName, role, address, hasAccount: Boolean(await Accounts.findUserByEmail(address)) };
}

/**
 * A signed-in invitee accepts an invitation to one of their addresses; answers the company's id.
 * A re-sent call (same randomSeed) answers it too, after finishing the membership its first send
 * may have left undone (a kill between the claim and the membership): both steps are idempotent.
 */
export function acceptInvitation(userId: string, invitationId: string): Promise<string> {
  const change = async (receipt: (companyId: string) => ReceiptWrite) => {
    const invitation = await pendingForUser(userId, invitationId);
    return accept(invitation, userId, receipt(invitation.companyId));
  };
  return oncePerCall<string>(userId, change, {
    async replayed(companyId) {
      const accepted = await CompanyInvitations.findOneAsync({ _id: invitationId, status: 'accepted' });
      if (accepted) await joinCompany(accepted, userId);
      return companyId;
    },
  });
}

export function declineInvitation(userId: string, invitationId: string): Promise<void> {
  return oncePerCall<void>(userId, async (receipt) => claim(await pendingForUser(userId, invitationId), 'declined', receipt()));
}

/** Whoever holds the mailed link may decline it: the mail reached them. */
export function declineByLink(token: string): Promise<void> {
  return oncePerLinkCall<void>(token, async (receipt) => claim(await pendingByToken(token), 'declined', receipt()));
}

/**
 * An address without an account accepts from the link: the account (name, password, the address
 * verified, since the mail reached it) is created now, as a member of the company; answers the
 * account's id (the method signs it in). The account is made first, unverified and on its own;
 * its verified address, the used link and the call's receipt are then written together, so a
 * crash in between leaves an account that signs in like any unconfirmed one, never a used link
 * without an account. A re-send (same token and seed) finishes the membership and answers alike.
 */
export function acceptWithSignUp(token: string, password: PasswordDigest, name: PersonName): Promise<SignedUpByLink> {
  const change = async (receipt: (answer: SignedUpByLink) => ReceiptWrite): Promise<SignedUpByLink> => {
    const invitation = await pendingByToken(token);
    if (await Accounts.findUserByEmail(invitation.address)) throw userError(409, 'errors.company.invitationNeedsSignIn');
    const userId = await Accounts.createUser({ email: invitation.address, password, profile: { name, ...signUpLanguage() } });
    const answer = { userId, invitationId: invitation._id };
    const verified = () => usersCollection().updateAsync({ _id: userId }, { $set: { emails: [{ address: invitation.address, verified: true }] } });
    try {
      await claim(invitation, 'accepted', receipt(answer), verified);
    } catch (error) {
      await usersCollection().removeAsync({ _id: userId });
      throw error;
    }
    try {
      await joinCompany(invitation, userId);
    } catch (error) {
      await usersCollection().removeAsync({ _id: userId });
      await reopen(invitation);
      await forgetLinkCallReceipt(token);
      throw error;
    }
    return answer;
  };
  return oncePerLinkCall<SignedUpByLink>(token, change, {
    async replayed(answer) {
      // Deleted since: the re-send is told what a used link is told; no login or membership goes to a tombstone.
      if (!(await usersCollection().findOneAsync({ _id: answer.userId, deletedAt: { $exists: false } }, { fields: { _id: 1 } }))) throw refused();
      const accepted = await CompanyInvitations.findOneAsync({ _id: answer.invitationId, status: 'accepted' });
      if (accepted) await joinCompany(accepted, answer.userId);
      return answer;
    },
  });
}

/** Owners (and admins) withdraw a pending invitation; its link stops working. */
export function revokeInvitation(actorId: string, actorIsAdmin: boolean, invitationId: string): Promise<void> {
  return oncePerCall<void>(actorId, async (receipt) => {
    const invitation = await CompanyInvitations.findOneAsync({ _id: invitationId });
    if (!invitation) throw userError(404, 'errors.notFound.invitation');
    await failUnlessOwned(invitation.companyId, actorId, actorIsAdmin);
    if (invitation.status !== 'pending') throw userError(409, 'errors.already.invitationAnswered');
    const changed = await writeTogether(
      [
        () =>
          CompanyInvitations.updateAsync(
            { _id: invitation._id, status: 'pending' },
            { $set: { status: 'revoked', answeredAt: new Date() }, $unset: { hashedToken: '', pendingKey: '' } },
          ),
        receipt(),
      ],
      { requireMatch: true },
    );
    if (!changed) throw userError(409, 'errors.already.invitationAnswered');
  });
}
