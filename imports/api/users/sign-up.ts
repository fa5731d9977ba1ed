// Sign-up logic: creating candidate and customer accounts through Accounts' server API (roles set
// here, by trusted code, never taken from the client). The wizard's later steps are saved by
// sign-up-steps.ts. Knows nothing of DDP. Server-only.
//
// Sign-up does not log anyone in and answers `{sentTo}` whether or not the address has an account
// (issue 18 §1, §6): a new address gets the account, unverified, and a verification link (opening
// it logs in and continues the journey); a registered address gets a notice to its owner and
// nothing else changes (the form's data is dropped). Both paths hash the password (the bcrypt
// work dominates), and mails go in the background, so timing does not tell them apart either.
//
// Decisions where the spec is silent:
// - An address held only as another account's unconfirmed new address (a pending change, see
//   email-change.ts) is not registered: the sign-up takes it and the pending change is dropped,
//   so nobody can block an address by asking to change to it.
// - Past the verification-mail limits the answer is the same and no mail goes; a new account is
//   still made (signing in with its password sends a new link once the limit allows).
// - If anything after `Accounts.createUser` fails, the new account is removed again, so a failed
//   sign-up never leaves a half-made account that blocks the e-mail address.
// - Completing the wizard does not change roles: candidates get `candidate` at sign-up, and a
//   customer who fills the candidate data in stays a customer until an admin adds the role.
import { Accounts } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { Roles } from 'meteor/alanning:roles';
import { type Campaign, type User, type UserRole } from './schema';
import { updateUser, usersCollection } from './store';
import { localeOfUser, signUpLanguage } from '../i18n/user-locale';
import { sendSignUpAttemptNotice, sendVerificationLink, takeVerificationMail } from './verification-mails';

export interface PasswordDigest {
  digest: string;
  algorithm: 'sha-256';
}

export type CampaignInput = Omit<Campaign, 'capturedAt'>;

export interface AccountForm {
  email: string;
  password: PasswordDigest;
  name: { first: string; last: string };
  campaign?: CampaignInput;
}

export interface CandidateStartForm extends AccountForm {
  phone: string;
  country: string;
  city: string;
}

/** The one answer of both sign-up methods, for a new and a registered address alike. */
export interface SignUpAnswer {
  sentTo: string;
}

function campaignOf(input: CampaignInput | undefined): Campaign | undefined {
  const values = Object.entries(input ?? {}).filter(([, value]) => typeof value === 'string' && value !== '');
  return values.length > 0 ? { ...Object.fromEntries(values), capturedAt: new Date() } : undefined;
}

/** Creates the account with its role and runs `fill`; removes the account again if anything fails. */
async function createAccount(form: AccountForm, role: UserRole, fill: (userId: string) => Promise<void>): Promise<string> {
  const userId = await Accounts.createUser({ email: form.email, password: form.password, profile: { name: form.name, ...signUpLanguage() } });
  try {
    await Roles.addUsersToRoles(userId, role);
    const campaign = campaignOf(form.campaign);
    if (campaign) await updateUser(userId, userId, { $set: { campaign } });
    await fill(userId);
  } catch (error) {
    await usersCollection().removeAsync({ _id: userId });
    throw error;
  }
  return userId;
}

/** Whether `address` is `user`'s sign-in address or a confirmed one (not a pending change). */
export function holdsAddress(user: Pick<User, 'emails'>, address: string): boolean {
  const wanted = address.toLowerCase();
  return (user.emails ?? []).some((entry, index) => entry.address.toLowerCase() === wanted && (index === 0 || entry.verified));
}

/** The account registered with `address`; a pending change to it elsewhere is dropped. */
export async function registeredHolder(address: string): Promise<User | undefined> {
  const holder = (await Accounts.findUserByEmail(address)) as User | undefined;
  if (!holder || holdsAddress(holder, address)) return holder;
  await Accounts.removeEmail(holder._id, address);
  return undefined;
}

async function signUp(
  form: AccountForm,
  role: UserRole,
  fill: (userId: string) => Promise<void>,
  clientAddress: string | null,
): Promise<SignUpAnswer> {
  const answer = { sentTo: form.email };
  const mayMail = takeVerificationMail(form.email, clientAddress) === null;
  const holder = await registeredHolder(form.email);
  if (!holder) {
    try {
      const userId = await createAccount(form, role, fill);
      if (mayMail) sendVerificationLink(userId, form.email);
      return answer;
    } catch (error) {
      // A sign-up for the same address that won the race: answered like any registered address.
      if (!(await Accounts.findUserByEmail(form.email))) throw error;
      return answer;
    }
  }
  // The same bcrypt work a new account costs, so the answer takes as long.
  await Accounts._hashPassword(form.password);
  if (mayMail) sendSignUpAttemptNotice(localeOfUser(holder), form.email, holder.profile?.name?.first);
  return answer;
}

/** The wizard's first step, `personal-details-1`: a candidate account with its personal details. */
export function signUpCandidate(form: CandidateStartForm, clientAddress: string | null): Promise<SignUpAnswer> {
  const fill = (userId: string) =>
    updateUser(userId, userId, {
      $set: {
        'candidateData.phone': form.phone,
        'candidateData.country': form.country,
        'candidateData.city': form.city,
        'candidateData.completedSteps': ['personal-details-1'],
      },
    });
  return signUp(form, 'candidate', fill, clientAddress);
}

export function signUpCustomer(form: AccountForm, clientAddress: string | null): Promise<SignUpAnswer> {
  return signUp(form, 'customer', async () => {}, clientAddress);
}
