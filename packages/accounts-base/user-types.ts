// The shape of a user document in Meteor's accounts format (what an exported Meteor `users`
// collection holds), plus the records this runtime adds: reset, enroll and verification tokens
// are stored as hashes (`hashedToken`) where Meteor keeps the raw `token`.
export interface LoginTokenRecord {
  when: Date;
  hashedToken: string;
}

/** A pending reset or enroll token (Meteor: `services.password.reset` / `.enroll`). */
export interface PasswordTokenRecord {
  hashedToken: string;
  email: string;
  when: Date;
  reason: 'reset' | 'enroll';
}

/** A pending e-mail verification (Meteor: `services.email.verificationTokens[]`). */
export interface VerificationTokenRecord {
  hashedToken: string;
  address: string;
  when: Date;
}

export interface UserEmail {
  address: string;
  verified: boolean;
}

export interface UserServices {
  password?: { bcrypt?: string; reset?: PasswordTokenRecord; enroll?: PasswordTokenRecord };
  resume?: { loginTokens?: Array<LoginTokenRecord | { when: Date; token: string }> };
  email?: { verificationTokens?: VerificationTokenRecord[] };
  [service: string]: unknown;
}

export interface UserDoc {
  _id: string;
  createdAt?: Date;
  username?: string;
  emails?: UserEmail[];
  profile?: Record<string, unknown>;
  roles?: unknown;
  services?: UserServices;
  [field: string]: unknown;
}

/** What the `login` method answers (Meteor: `{id, token, tokenExpires, type}`). */
export interface LoginMethodResult {
  id: string;
  token: string;
  tokenExpires: Date;
  type?: string;
}

/**
 * What a login handler returns: `undefined` (not mine), a user id to log in, or an error to
 * report as a failed attempt (the user, when known, goes to onLoginFailure).
 */
export type LoginHandlerResult =
  | undefined
  | {
      userId: string;
      type?: string;
      error?: undefined;
      /** A token the client already holds (resume): logging in re-uses it instead of a new one. */
      stampedLoginToken?: { token: string; when: Date };
      options?: Record<string, unknown>;
    }
  | { error: unknown; userId?: string; type?: string };
