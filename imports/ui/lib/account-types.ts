// The client's view of the signed-in user and the account actions screens may take. The shapes
// follow Meteor's user document (spec §3); fields the server does not publish stay optional.
import type { MethodArgs, MethodName, MethodResult } from './wire-api';
// Who may do what is the server's policy, imported from api/common/permissions.ts.
import { seesExpertRates } from '../../api/common/permissions';
import type { NotificationCategory } from '../../api/notifications/kinds';

export interface AccountUser {
  _id: string;
  profile?: {
    name?: { first?: string; last?: string };
    hiddenPrices?: boolean;
    /** The saved language (imports/i18n/locales.ts). */
    language?: string;
  };
  emails?: { address: string; verified?: boolean }[];
  candidateData?: { photo?: string };
  /** Role names, as alanning:roles keeps them (see permissions.ts's rolesOf). */
  roles?: string[];
  createdAt?: Date;
  selectedAccountId?: string;
  /** From `users.me`: the mail categories switched off, and an admin's daily digest. */
  notificationSettings?: { mailOff?: NotificationCategory[]; digest?: boolean };
}

export interface AccountState {
  user: AccountUser | null;
  userId: string | null;
  loggingIn: boolean;
  /** Documents awaiting the user's agreement (status '2'). */
  unagreedCount: number;
  /** Notifications the user has not read (the bell). */
  unreadNotifications: number;
  /** Prices are hidden on every screen while this is on. */
  hidePrices: boolean;
}

/** A new account as the sign-up forms collect it; the password is plain until the adapter hashes it. */
export interface SignUpInput {
  email: string;
  password: string;
  name: { first: string; last: string };
  phone?: string;
  country?: string;
  city?: string;
  campaign?: Record<string, string>;
}

/** Where a confirmation link was mailed. */
export interface LinkSent {
  sentTo: string;
}

export interface AccountActions {
  /** Password login; `code` is the 6-digit two-factor code, once the server asked for it (no-2fa-code). */
  login(email: string, password: string, code?: string): Promise<void>;
  logout(): Promise<void>;
  /** Has the server mail a reset link; resolves the same whether or not the account exists. */
  forgotPassword(email: string): Promise<void>;
  /** Sets a new password with a reset or enrolment token and logs the user in. */
  resetPassword(token: string, password: string): Promise<void>;
  /**
   * Accepts an invitation (`users.acceptInvitation`): sets the password and, where the join screen
   * asked it, the name, in one step, and logs the user in.
   */
  acceptInvitation(token: string, password: string, name?: { first: string; last: string }): Promise<void>;
  /**
   * Accepts a company's invitation for an address without an account
   * (`companyInvitations.acceptWithSignUp`): creates the account as a member and logs the user in.
   */
  signUpFromInvitation(token: string, password: string, name: { first: string; last: string }): Promise<void>;
  /**
   * Asks for a candidate (`users.signUp.start`) or customer account: nobody is signed in, a link
   * is mailed to `sentTo` (the same answer whether or not the address has an account).
   */
  signUp(kind: 'candidate' | 'customer', input: SignUpInput): Promise<LinkSent>;
  /** Opens a verification link (Meteor's `verifyEmail`): confirms the address and signs the user in. */
  verifyEmail(token: string): Promise<void>;
  /** Asks to change the sign-in address (`users.changeEmail`): a link goes to the new address first. */
  changeEmail(email: string, password: string): Promise<LinkSent>;
  /** Calls a server method by name, its arguments and answer typed by its definition (wire-api.ts). */
  callMethod<N extends MethodName>(name: N, ...args: MethodArgs<N>): Promise<MethodResult<N>>;
  /** Meteor's `changePassword`: the old password must match; other sessions are logged out. */
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** GET `url` as the signed-in user (login token in the Authorization header), e.g. the CV download. */
  fetchWithLogin(url: string): Promise<Response>;
  /** Sends a CV or photo to its upload route as the signed-in user; rejects with an UploadFailure. */
  upload<T = Record<string, unknown>>(kind: 'cv' | 'photo', file: File, options?: UploadOptions): Promise<T>;
}

export interface UploadOptions {
  onProgress?: (progress: { loaded: number; total: number; percent: number | null }) => void;
  signal?: AbortSignal;
}

/** The actions account-actions.ts holds (account.ts loads them on first use). */
export type PasswordActions = Omit<AccountActions, 'callMethod' | 'logout'>;

export type Account = AccountState & AccountActions;

/** The server's rule under the name the experts screens still use (they move to seesExpertRates with the list kit). */
export const canSeeExpertRates = seesExpertRates;
