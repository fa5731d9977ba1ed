// TOTP (RFC 6238) for accounts-2fa over `otpauth`: a fresh 160-bit secret, its `otpauth://` URI
// for authenticator apps, a QR code of that URI as SVG (`uqr`), and the check of a 6-digit code.
// Meteor (node-2fa) accepts codes up to ten steps away; here one step either side (±30 s covers
// an ordinary clock drift) and the answer names the step the code belongs to, so a caller can
// refuse a code already used (replay). Server-only.
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code may belong to. */
export const TOTP_WINDOW = 1;

function totpOf(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, algorithm: 'SHA1' });
}

/** A new base32 secret (20 random bytes, what RFC 4226 recommends). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The activation an authenticator app scans: its URI and that URI as a QR code in SVG. */
export function activationOf(secret: string, issuer: string, account: string): { uri: string; svg: string } {
  const uri = totpOf(secret, issuer, account).toString();
  return { uri, svg: renderSVG(uri, { border: 2 }) };
}

/** The time step `code` belongs to (within the window around `now`), or null for a wrong code. */
export function stepOfCode(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
