// The users module's methods: argument schema, access, and a call into logic. Names are the
// `USER_METHODS` constants (browser code imports the types only). Server-only.
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
// - A null inside an array (`roles: [null]`, `skills: [null]`) is refused: SimpleSchema lets it
//   pass as "not set", and it would be stored or silently dropped (roles: [null] → no roles).
import { Meteor } from 'meteor/meteor';
import { defineMethod, type MethodContext, registerMethods } from '../common/define-method';
import { arrayOf, createSchema, distinctValues, id, integer, oneOf } from '../common/lists';
import { setDisabled } from './account-disabling';
import { deleteAccount, type DeletionSummary, exportPersonalData, type PersonalDataExport } from './account-deletion';
import { exportOwnUserDocument, getOwnUser, hidePrices, type OwnUserData, type ProfilePatch, setRoles, updateProfile } from './logic';
import { type LoginResult, logInConnection } from './login-session';
import { acceptInvitation, invitationOf } from './invitation';
import { registerPersonalDataExporter } from './personal-data';
import { type SignUpStep, USER_ROLES, type UserRole } from './schema';
import { selectAccount } from './select-account';
import { type AccountForm, type CandidateStartForm, type PasswordDigest, type SignUpAnswer, signUpCandidate, signUpCustomer } from './sign-up';
import { saveSignUpStep } from './sign-up-steps';
import {
  acceptInvitationSchema,
  type InvitationInfo,
  invitationTokenSchema,
  type PersonName,
  profilePatchSchema,
  signUpCustomerSchema,
  signUpStartSchema,
  signUpStepSchema,
} from './sign-up-schemas';

export const USER_METHODS = {
  hidePrices: 'users.hidePrices',
  getUser: 'users.getUser',
  signUpStart: 'users.signUp.start',
  saveSignUpStep: 'users.saveSignUpStep',
  signUpCustomer: 'users.signUpCustomer',
  invitation: 'users.invitation',
  acceptInvitation: 'users.acceptInvitation',
  updateProfile: 'users.updateProfile',
  selectAccount: 'users.selectAccount',
  deleteAccount: 'users.deleteAccount',
  exportMyData: 'users.exportMyData',
  setRoles: 'users.setRoles',
  setDisabled: 'users.setDisabled',
} as const;

const noParams = createSchema({});

function refuseIfLoggedIn(context: MethodContext): void {
  if (context.userId) throw new Meteor.Error(409, 'You are already signed in; log out to create another account');
}

function own(context: MethodContext): string {
  // Access 'user' or a rule has already refused anonymous callers.
  return context.userId as string;
}

export const userMethods = [
  defineMethod<{ hidden: boolean }, boolean>({
    name: USER_METHODS.hidePrices,
    params: createSchema({ hidden: { type: Boolean } }),
    access: 'user',
    run: ({ hidden }, context) => hidePrices(own(context), hidden),
  }),
  defineMethod<Record<string, never>, OwnUserData>({
    name: USER_METHODS.getUser,
    params: noParams,
    access: 'user',
    run: (_params, context) => getOwnUser(own(context)),
  }),
  defineMethod<{ form: CandidateStartForm }, SignUpAnswer>({
    name: USER_METHODS.signUpStart,
    params: createSchema({ form: { type: signUpStartSchema } }),
    access: 'public',
    run({ form }, context) {
      refuseIfLoggedIn(context);
      return signUpCandidate(form, context.connection?.clientAddress ?? null);
    },
  }),
  defineMethod<{ step: SignUpStep; data: Record<string, unknown>; revision?: number }, SignUpStep[]>({
    name: USER_METHODS.saveSignUpStep,
    params: createSchema({ step: signUpStepSchema, data: { type: Object, blackbox: true }, revision: { ...integer(0, 1_000_000_000), optional: true } }),
    access: 'registration',
    run: ({ step, data, revision }, context) => saveSignUpStep(own(context), step, data, revision),
  }),
  defineMethod<{ form: AccountForm }, SignUpAnswer>({
    name: USER_METHODS.signUpCustomer,
    params: createSchema({ form: { type: signUpCustomerSchema } }),
    access: 'public',
    run({ form }, context) {
      refuseIfLoggedIn(context);
      return signUpCustomer(form, context.connection?.clientAddress ?? null);
    },
  }),
  defineMethod<{ token: string }, InvitationInfo>({
    name: USER_METHODS.invitation,
    params: invitationTokenSchema,
    access: 'public',
    run: ({ token }) => invitationOf(token),
  }),
  defineMethod<{ form: { token: string; password: PasswordDigest; name?: PersonName } }, LoginResult>({
    name: USER_METHODS.acceptInvitation,
    params: createSchema({ form: { type: acceptInvitationSchema } }),
    access: 'public',
    // Like Meteor's resetPassword, a connection signed in as someone else is signed in as the invitee.
    async run({ form: { token, password, name } }, context) {
      const userId = await acceptInvitation(token, password, name);
      return logInConnection(context, USER_METHODS.acceptInvitation, userId);
    },
  }),
  defineMethod<{ patch: ProfilePatch }, string[]>({
    name: USER_METHODS.updateProfile,
    params: createSchema({ patch: { type: profilePatchSchema } }),
    access: 'registration',
    run: ({ patch }, context) => updateProfile(own(context), patch),
  }),
  defineMethod<{ companyId: string }, string>({
    name: USER_METHODS.selectAccount,
    params: createSchema({ companyId: id() }),
    access: 'user',
    run: ({ companyId }, context) => selectAccount(own(context), companyId),
  }),
  defineMethod<{ confirmation: 'DELETE' }, DeletionSummary>({
    name: USER_METHODS.deleteAccount,
    params: createSchema({ confirmation: { type: String, allowedValues: ['DELETE'] } }),
    access: 'user',
    async run(_params, context) {
      const summary = await deleteAccount(own(context));
      await context.invocation.setUserId(null);
      return summary;
    },
  }),
  defineMethod<Record<string, never>, PersonalDataExport>({
    name: USER_METHODS.exportMyData,
    params: noParams,
    access: 'user',
    run: (_params, context) => exportPersonalData(own(context)),
  }),
  defineMethod<{ userId: string; roles: UserRole[] }, UserRole[]>({
    name: USER_METHODS.setRoles,
    params: createSchema({
      userId: id(),
      ...arrayOf('roles', oneOf(USER_ROLES), { maxCount: USER_ROLES.length, optional: false, custom: distinctValues }),
    }),
    access: 'admin',
    run: ({ userId, roles }, context) => setRoles(own(context), userId, roles),
  }),
  defineMethod<{ userId: string; disabled: boolean }, { disabled: boolean }>({
    name: USER_METHODS.setDisabled,
    params: createSchema({ userId: id(), disabled: { type: Boolean } }),
    access: 'admin',
    run: ({ userId, disabled }, context) => setDisabled(own(context), userId, disabled),
  }),
];

/** The path of the first null found inside an array of `value`, or null. */
export function nullArrayItemPath(value: unknown, path = ''): string | null {
  if (value === null || typeof value !== 'object' || value instanceof Date) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path === '' ? key : `${path}.${key}`;
    if (item === null && Array.isArray(value)) return itemPath;
    const nested = nullArrayItemPath(item, itemPath);
    if (nested !== null) return nested;
  }
  return null;
}

function refusingNullItems<T extends { run: (params: never, context: MethodContext) => unknown }>(definition: T): T {
  const run = definition.run as (params: unknown, context: MethodContext) => unknown;
  return {
    ...definition,
    run(params: unknown, context: MethodContext) {
      const path = nullArrayItemPath(params);
      if (path !== null) {
        throw new Meteor.Error(400, 'INVALID', JSON.stringify([{ name: path, type: 'expectedType', message: `${path} may not be null` }]));
      }
      return run(params, context);
    },
  };
}

export function registerUserMethods(): void {
  registerPersonalDataExporter('user', exportOwnUserDocument);
  registerMethods(userMethods.map(refusingNullItems) as never);
}
