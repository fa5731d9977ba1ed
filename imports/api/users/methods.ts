// The users module's methods: argument schema, access, and a call into logic. Names are the
// browser's typed calls (wire-api.ts). Server-only.
//
// Decisions where the spec is silent:
// - `users.signUp.start` and `users.signUpCustomer` are public but refused (409) on a connection
//   that is already logged in; they log nobody in and answer `{sentTo}` for a new and a
//   registered address alike (sign-up.ts); the mailed link logs in.
// - `users.saveSignUpStep(step, data, revision?)`: `revision` is the step revision the form was
//   loaded with; a save based on an older one is refused with 409 (see sign-up.ts).
// - `users.saveSignUpStep(step, data)` checks `data` against the step's own schema after the
//   generic argument check (in sign-up-steps.ts), with the same 400 INVALID details (`data.<key>`).
// - `users.deleteAccount` needs the literal 'DELETE' so no client bug can erase an account.
// - A null inside an array (`roles: [null]`, `skills: [null]`) is refused by validateParams
//   (common/validate-params.ts), like every method's.
import { defineMethod, type MethodContext } from '../common/define-method';
import { arrayOf, createSchema, distinctValues, id, integer, oneOf } from '../common/lists';
import { setDisabled } from './account-disabling';
import { deleteAccount, exportPersonalData } from './account-deletion';
import { getOwnUser, hidePrices, type ProfilePatch, saveLanguage, setRoles, updateProfile } from './logic';
import { setConnectionLanguage } from '../i18n/user-locale';
import { LOCALES, type Locale } from '../../i18n/locales';
import { logInConnection } from './login-session';
import { acceptInvitation, invitationOf } from './invitation';
import { type SignUpStep, USER_ROLES, type UserRole } from './schema';
import { selectAccount } from './select-account';
import { type AccountForm, type CandidateStartForm, type PasswordDigest, signUpCandidate, signUpCustomer } from './sign-up';
import { saveSignUpStep } from './sign-up-steps';
import {
  acceptInvitationSchema,
  invitationTokenSchema,
  type PersonName,
  profilePatchSchema,
  signUpCustomerSchema,
  signUpStartSchema,
  signUpStepSchema,
} from './sign-up-schemas';
import { userError } from '../common/user-error';

const noParams = createSchema({});

function refuseIfLoggedIn(context: MethodContext): void {
  if (context.userId) throw userError(409, 'errors.already.signedIn');
}

function own(context: MethodContext): string {
  // Access 'user' or a rule has already refused anonymous callers.
  return context.userId as string;
}

export const userMethods = [
  defineMethod({
    // The browser's language: for this connection (mails sent while nobody is signed in yet, e.g.
    // a sign-up or a password reset), and saved on the signed-in user when `remember` is set.
    name: 'users.setLanguage',
    params: createSchema({ language: { type: String, allowedValues: [...LOCALES] }, remember: { type: Boolean } }),
    access: 'public',
    async run(language: Locale, remember: boolean) {
      setConnectionLanguage(language);
      if (remember && this.userId) await saveLanguage(this.userId, language);
      return language;
    },
  }),
  defineMethod({
    name: 'users.hidePrices',
    params: createSchema({ hidden: { type: Boolean } }),
    access: 'user',
    run(hidden: boolean) {
      return hidePrices(own(this), hidden);
    },
  }),
  defineMethod({
    name: 'users.getUser',
    params: noParams,
    access: 'user',
    run() {
      return getOwnUser(own(this));
    },
  }),
  defineMethod({
    name: 'users.signUp.start',
    params: createSchema({ form: { type: signUpStartSchema } }),
    access: 'public',
    run(form: CandidateStartForm) {
      refuseIfLoggedIn(this);
      return signUpCandidate(form, this.connection?.clientAddress ?? null);
    },
  }),
  defineMethod({
    name: 'users.saveSignUpStep',
    params: createSchema({ step: signUpStepSchema, data: { type: Object, blackbox: true }, revision: { ...integer(0, 1_000_000_000), optional: true } }),
    access: 'registration',
    run(step: SignUpStep, data: Record<string, unknown>, revision?: number) {
      return saveSignUpStep(own(this), step, data, revision);
    },
  }),
  defineMethod({
    name: 'users.signUpCustomer',
    params: createSchema({ form: { type: signUpCustomerSchema } }),
    access: 'public',
    run(form: AccountForm) {
      refuseIfLoggedIn(this);
      return signUpCustomer(form, this.connection?.clientAddress ?? null);
    },
  }),
  defineMethod({
    name: 'users.invitation',
    params: invitationTokenSchema,
    access: 'public',
    run: (token: string) => invitationOf(token),
  }),
  defineMethod({
    name: 'users.acceptInvitation',
    params: createSchema({ form: { type: acceptInvitationSchema } }),
    access: 'public',
    // Like Meteor's resetPassword, a connection signed in as someone else is signed in as the invitee.
    // A re-send of this call (same token and seed) is signed in afresh: no login token is stored to answer it with.
    async run({ token, password, name }: { token: string; password: PasswordDigest; name?: PersonName }) {
      const userId = await acceptInvitation(token, password, name);
      return logInConnection(this, 'users.acceptInvitation', userId);
    },
  }),
  defineMethod({
    name: 'users.updateProfile',
    params: createSchema({ patch: { type: profilePatchSchema } }),
    access: 'registration',
    run(patch: ProfilePatch) {
      return updateProfile(own(this), patch);
    },
  }),
  defineMethod({
    name: 'users.selectAccount',
    params: createSchema({ companyId: id() }),
    access: 'user',
    run(companyId: string) {
      return selectAccount(own(this), companyId);
    },
  }),
  defineMethod({
    name: 'users.deleteAccount',
    params: createSchema({ confirmation: { type: String, allowedValues: ['DELETE'] } }),
    access: 'user',
    async run(_confirmation: 'DELETE') {
      const summary = await deleteAccount(own(this));
      await this.invocation.setUserId(null);
      return summary;
    },
  }),
  defineMethod({
    name: 'users.exportMyData',
    params: noParams,
    access: 'user',
    run() {
      return exportPersonalData(own(this));
    },
  }),
  defineMethod({
    name: 'users.setRoles',
    params: createSchema({
      userId: id(),
      ...arrayOf('roles', oneOf(USER_ROLES), { maxCount: USER_ROLES.length, optional: false, custom: distinctValues }),
    }),
    access: 'admin',
    run(userId: string, roles: UserRole[]) {
      return setRoles(own(this), userId, roles);
    },
  }),
  defineMethod({
    name: 'users.setDisabled',
    params: createSchema({ userId: id(), disabled: { type: Boolean } }),
    access: 'admin',
    run(userId: string, disabled: boolean) {
      return setDisabled(own(this), userId, disabled);
    },
  }),
];
