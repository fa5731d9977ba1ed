// `Accounts.config(options)`: Meteor's options with Meteor's defaults — login tokens live 90 days,
// reset tokens 3 days, enroll tokens 30 days (each settable in days or in milliseconds),
// `ambiguousErrorMessages` on (Meteor ≥ 3.0.3), bcrypt cost 10. `loginExpirationInDays: null`
// means tokens never expire (100 years, as Meteor). Unknown keys throw, as in Meteor; unlike
// Meteor a key may be set again (tests and apps reconfigure without restarting).
// Left out: OAuth options (`oauthSecretKey`, `loginServiceConfiguration…`), `clientStorage`
// (the client decides), `restrictCreationByEmailDomain`, 2FA.
const DAY = 24 * 60 * 60 * 1000;
const NEVER = 100 * 365 * DAY;

export const DEFAULT_LOGIN_EXPIRATION_DAYS = 90;
export const DEFAULT_PASSWORD_RESET_TOKEN_EXPIRATION_DAYS = 3;
export const DEFAULT_PASSWORD_ENROLL_TOKEN_EXPIRATION_DAYS = 30;
export const TOKEN_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export interface AccountsOptions {
  loginExpirationInDays?: number | null;
  loginExpiration?: number;
  passwordResetTokenExpirationInDays?: number;
  passwordResetTokenExpiration?: number;
  passwordEnrollTokenExpirationInDays?: number;
  passwordEnrollTokenExpiration?: number;
  ambiguousErrorMessages?: boolean;
  /** Send a verification mail when a user is created with an e-mail and a password. */
  sendVerificationEmail?: boolean;
  /** Refuse the client-callable `createUser` (403 'Signups forbidden'). */
  forbidClientAccountCreation?: boolean;
  bcryptRounds?: number;
}

const KNOWN_KEYS: ReadonlySet<string> = new Set([
  'loginExpirationInDays',
  'loginExpiration',
  'passwordResetTokenExpirationInDays',
  'passwordResetTokenExpiration',
  'passwordEnrollTokenExpirationInDays',
  'passwordEnrollTokenExpiration',
  'ambiguousErrorMessages',
  'sendVerificationEmail',
  'forbidClientAccountCreation',
  'bcryptRounds',
]);

export class AccountsConfig {
  private options: AccountsOptions = {};

  set(next: AccountsOptions): void {
    for (const key of Object.keys(next)) {
      if (!KNOWN_KEYS.has(key)) throw new Error(`Accounts.config: Invalid key: ${key}`);
    }
    this.options = { ...this.options, ...next };
  }

  get current(): Readonly<AccountsOptions> {
    return this.options;
  }

  /** Milliseconds a login token stays valid. */
  get loginLifetimeMs(): number {
    const { loginExpiration, loginExpirationInDays } = this.options;
    if (loginExpiration !== undefined) return loginExpiration;
    if (loginExpirationInDays === null) return NEVER;
    return (loginExpirationInDays ?? DEFAULT_LOGIN_EXPIRATION_DAYS) * DAY;
  }

  /** False when login tokens never expire (Meteor then runs no sweep for them). */
  get loginTokensExpire(): boolean {
    return this.options.loginExpiration !== undefined || this.options.loginExpirationInDays !== null;
  }

  get resetLifetimeMs(): number {
    const { passwordResetTokenExpiration, passwordResetTokenExpirationInDays } = this.options;
    return passwordResetTokenExpiration ?? (passwordResetTokenExpirationInDays ?? DEFAULT_PASSWORD_RESET_TOKEN_EXPIRATION_DAYS) * DAY;
  }

  get enrollLifetimeMs(): number {
    const { passwordEnrollTokenExpiration, passwordEnrollTokenExpirationInDays } = this.options;
    return passwordEnrollTokenExpiration ?? (passwordEnrollTokenExpirationInDays ?? DEFAULT_PASSWORD_ENROLL_TOKEN_EXPIRATION_DAYS) * DAY;
  }

  get ambiguousErrorMessages(): boolean {
    return this.options.ambiguousErrorMessages ?? true;
  }

  get bcryptRounds(): number {
    return this.options.bcryptRounds ?? 10;
  }
}
