// Accepting an invitation: the enroll link an answered invitation request mails (a company's
// invitations are company-invitations/). `invitationOf` tells the join screen whom the link is for; `acceptInvitation`
// stores the name and the password and voids the link in one step. Server-only.
//
// Decisions where the spec is silent:
// - Everyone but an expert gives a first and last name here (prefilled from what is known): a
//   name is how companies and the header show them. Experts give theirs in the wizard's first step.
// - The token is claimed with one conditional update that also writes the name, so a link works
//   once; an unknown, used or expired token (30 days) changes nothing and answers 403, the same
//   answer Meteor's `resetPassword` gives, so the join screen can offer a new invitation.
// - The password is set through Accounts (bcrypt over the digest, every login token voided) in
//   the same writeTogether as the claim, so a crash cannot leave a used link and no password.
// - A re-send after a reconnect (same token and randomSeed) answers the same id and changes
//   nothing (common/call-receipts.ts, keyed by the token); the method signs it in afresh, since
//   no login token is stored. A new seed with the used token gets the 403.
import { Accounts, _hashLoginToken } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { writeTogether } from 'meteor/mongo';
import { oncePerLinkCall, type ReceiptWrite } from '../common/call-receipts';
import { invalidError } from '../common/schema-checks';
import type { User } from './schema';
import type { PasswordDigest } from './sign-up';
import type { InvitationInfo, PersonName } from './sign-up-schemas';
import { usersCollection } from './store';
import { userError } from '../common/user-error';

interface EnrollRecord {
  hashedToken?: string;
  email?: string;
  when?: Date | string | number;
}

function enrollOf(user: User): EnrollRecord | undefined {
  return (user.services as { password?: { enroll?: EnrollRecord } } | undefined)?.password?.enroll;
}

/** The invited, not yet joined user the token belongs to, or 403. */
async function invitedUser(token: string): Promise<User> {
  const user = await usersCollection().findOneAsync({ 'services.password.enroll.hashedToken': _hashLoginToken(token), deletedAt: { $exists: false } });
  const enroll = user ? enrollOf(user) : undefined;
  const sentAt = enroll?.when === undefined ? Number.NaN : new Date(enroll.when).getTime();
  if (!user || !(sentAt + Accounts._config.enrollLifetimeMs >= Accounts.now())) throw userError(403, 'errors.account.enrollLinkRefused');
  return user;
}

function asksName(user: User): boolean {
  return !(user.roles ?? []).includes('candidate');
}

export async function invitationOf(token: string): Promise<InvitationInfo> {
  const user = await invitedUser(token);
  return {
    email: enrollOf(user)?.email ?? user.emails?.[0]?.address ?? '',
    asksName: asksName(user),
    name: { first: user.profile?.name?.first ?? '', last: user.profile?.name?.last ?? '' },
  };
}

/** Sets the invitee's name (where asked) and password and voids the link; answers their id. */
export function acceptInvitation(token: string, password: PasswordDigest, name: PersonName | undefined): Promise<string> {
  const change = async (receipt: (userId: string) => ReceiptWrite): Promise<string> => {
    const user = await invitedUser(token);
    if (asksName(user) && !name) {
      throw invalidError([
        { name: 'name.first', type: 'required', message: 'First name is required' },
        { name: 'name.last', type: 'required', message: 'Last name is required' },
      ]);
    }
    const enroll = enrollOf(user);
    const emails = (user.emails ?? []).map((entry) => (entry.address === enroll?.email ? { ...entry, verified: true } : entry));
    const claimed = await writeTogether(
      [
        () =>
          usersCollection().updateAsync(
            { _id: user._id, 'services.password.enroll.hashedToken': enroll?.hashedToken },
            {
              $set: { emails, ...(name ? { 'profile.name': name } : {}), 'docInfo.updatedAt': new Date(), 'docInfo.updatedBy': user._id },
              $unset: { 'services.password.enroll': '' },
            },
          ),
        () => Accounts.setPasswordAsync(user._id, password, { logout: true }),
        receipt(user._id),
      ],
      { requireMatch: true },
    );
    // Another tab used the link in between.
    if (!claimed) throw userError(403, 'errors.account.enrollLinkRefused');
    return user._id;
  };
  return oncePerLinkCall<string>(token, change, {
    async replayed(userId) {
      // Deleted since: the re-send is told what a used link is told; no login goes to a tombstone.
      const live = await usersCollection().findOneAsync({ _id: userId, deletedAt: { $exists: false } }, { fields: { _id: 1 } });
      if (!live) throw userError(403, 'errors.account.enrollLinkRefused');
      return userId;
    },
  });
}
