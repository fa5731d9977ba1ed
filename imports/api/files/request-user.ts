// Who sent an HTTP request: the login token from `Authorization: Bearer <token>` or
// `X-Auth-Token`, hashed as accounts-base stores it (base64 SHA-256) and looked up among the
// users' resume tokens, with the same lifetime check as a DDP resume login. Tokens are never
// accepted in the URL, where logs and Referer headers would keep them.
import type { IncomingMessage } from 'node:http';
import { Accounts, _hashLoginToken } from 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { notLoggedIn } from './upload-error';

export interface RequestUser {
  _id: string;
  roles: string[];
  candidateData?: { cv?: { file: string }; photo?: string };
}

/** A login token is 43 URL-safe characters; anything far off is refused before hashing. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

export function tokenOf(req: IncomingMessage): string | null {
  const authorization = req.headers.authorization;
  const bearer = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  const header = req.headers['x-auth-token'];
  const token = bearer ?? (typeof header === 'string' ? header.trim() : undefined);
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** The logged-in user, or a 401 UploadError. */
export async function requireUser(req: IncomingMessage): Promise<RequestUser> {
  const token = tokenOf(req);
  if (!token) throw notLoggedIn();
  const hashedToken = _hashLoginToken(token);
  const user = await Meteor.users.findOneAsync(
    { 'services.resume.loginTokens.hashedToken': hashedToken },
    { fields: { _id: 1, roles: 1, candidateData: 1, 'services.resume.loginTokens': 1 } },
  );
  const record = (user?.services?.resume?.loginTokens ?? []).find(
    (entry): entry is { when: Date; hashedToken: string } => 'hashedToken' in entry && entry.hashedToken === hashedToken,
  );
  if (!user || !record) throw notLoggedIn();
  if (Accounts.tokenExpiration(record.when).getTime() < Accounts.now()) throw notLoggedIn();
  return {
    _id: user._id,
    roles: Array.isArray(user.roles) ? user.roles.filter((role): role is string => typeof role === 'string') : [],
    candidateData: user.candidateData as RequestUser['candidateData'],
  };
}

export function isAdmin(user: RequestUser): boolean {
  return user.roles.includes('admin');
}
