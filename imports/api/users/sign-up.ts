// Sign-up logic: creating candidate and customer accounts through Accounts' server API (roles set
// here, by trusted code, never taken from the client), saving the candidate wizard's steps one by
// one. The CV and photo themselves are linked by the files module (files/user-files.ts). Knows
// nothing of DDP. Server-only.
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
// - Steps are saved in order: a step is accepted once every earlier step is in
//   `candidateData.completedSteps`; completed steps may be saved again (the wizard's Back button).
// - Saving a step replaces exactly that step's fields: a field left out is removed, so the stored
//   data is what the form showed.
// - If anything after `Accounts.createUser` fails, the new account is removed again, so a failed
//   sign-up never leaves a half-made account that blocks the e-mail address.
// - Two windows editing the same step: each save may carry the step revision its form was loaded
//   with (`candidateData.stepRevisions[step]`, 0 before the first save). A save based on an
//   older revision is refused with 409 and the current revision in the details, so the older
//   window can load the newer values; the check and the write are one compare-and-set update.
//   A save without a revision (older clients, scripts) is last-write-wins.
// - Completing the wizard does not change roles: candidates get `candidate` at sign-up, and a
//   customer who fills the candidate data in stays a customer until an admin adds the role.
import { Accounts } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { Roles } from 'meteor/alanning:roles';
import { Meteor } from 'meteor/meteor';
import { type Campaign, SIGN_UP_STEPS, type SignUpStep, type User, type UserRole } from './schema';
import { STEP_CANDIDATE_FIELDS } from './sign-up-schemas';
import { findLiveUser, updateUser, usersCollection } from './store';
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

export type StepData = Record<string, unknown>;

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
  const userId = await Accounts.createUser({ email: form.email, password: form.password, profile: { name: form.name } });
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
  if (mayMail) sendSignUpAttemptNotice(form.email, holder.profile?.name?.first);
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

/** How many times `step` has been saved (0: never). */
export function stepRevision(data: { stepRevisions?: Partial<Record<SignUpStep, number>> } | undefined, step: SignUpStep): number {
  return data?.stepRevisions?.[step] ?? 0;
}

function staleStep(current: number) {
  return new Meteor.Error(
    409,
    'This step was saved in another window or tab after you opened it. Load the newer values, then make your changes again.',
    JSON.stringify({ stale: true, revision: current }),
  );
}

/** Steps before `step` that are not completed yet. */
export function missingEarlierSteps(step: SignUpStep, completed: readonly string[]): SignUpStep[] {
  const index = SIGN_UP_STEPS.findIndex((item) => item.value === step);
  return SIGN_UP_STEPS.slice(0, index)
    .map((item) => item.value)
    .filter((value) => !completed.includes(value));
}

/**
 * Saves one step's data (already validated with the step's schema) and records the step.
 * Returns the completed steps.
 */
export async function saveSignUpStep(userId: string, step: SignUpStep, data: StepData, basedOn?: number): Promise<SignUpStep[]> {
  const user = await findLiveUser(userId, { candidateData: 1 });
  const completed = user.candidateData?.completedSteps ?? [];
  const current = stepRevision(user.candidateData, step);
  if (basedOn !== undefined && basedOn !== current) throw staleStep(current);
  const missing = missingEarlierSteps(step, completed);
  if (missing.length > 0) {
    throw new Meteor.Error(409, 'Complete the previous sign-up steps first', JSON.stringify({ missing }));
  }
  if (step === 'upload-cv' && user.candidateData?.cv?.file !== data.file) {
    throw new Meteor.Error(409, 'Upload your CV first', JSON.stringify({ missing: ['cv'] }));
  }
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, unknown> = {};
  for (const field of STEP_CANDIDATE_FIELDS[step]) {
    // null is how a form may send an empty optional field: removed, never stored as null.
    if (data[field] === undefined || data[field] === null) $unset[`candidateData.${field}`] = '';
    else $set[`candidateData.${field}`] = data[field];
  }
  if (step === 'personal-details-1') $set['profile.name'] = data.name;
  $set[`candidateData.stepRevisions.${step}`] = current + 1;
  $set['docInfo.updatedAt'] = new Date();
  $set['docInfo.updatedBy'] = userId;
  const modifier = { $set, $addToSet: { 'candidateData.completedSteps': step }, ...(Object.keys($unset).length > 0 ? { $unset } : {}) };
  // Compare-and-set: a save from another window between the read above and this write wins.
  const revisionKey = `candidateData.stepRevisions.${step}`;
  const unchanged = current === 0 ? { [revisionKey]: { $exists: false } } : { [revisionKey]: current };
  const changed = await usersCollection().updateAsync({ _id: userId, deletedAt: { $exists: false }, ...unchanged }, modifier);
  if (changed === 0) throw staleStep(stepRevision((await findLiveUser(userId, { candidateData: 1 })).candidateData, step));
  const saved = await findLiveUser(userId, { 'candidateData.completedSteps': 1 });
  return saved.candidateData?.completedSteps ?? [];
}
