// When the sender tries a mail again, and when it gives up: exponential backoff from
// MAIL_RETRY_BASE_MS (5 s) doubling to at most MAIL_RETRY_MAX_MS (1 h), with up to a fifth of
// jitter so mails queued in an outage do not all return at once; a permanent SMTP answer (5xx)
// or MAIL_MAX_ATTEMPTS temporary failures (4xx, refused or dropped connections) mark it failed.
import { limitFromEnv } from 'meteor/ddp-server';

export const MAIL_RETRY_BASE_MS = limitFromEnv(process.env.MAIL_RETRY_BASE_MS, 5_000);
export const MAIL_RETRY_MAX_MS = limitFromEnv(process.env.MAIL_RETRY_MAX_MS, 60 * 60_000);
export const MAIL_MAX_ATTEMPTS = limitFromEnv(process.env.MAIL_MAX_ATTEMPTS, 25);

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const backoff = Math.min(MAIL_RETRY_MAX_MS, MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(backoff * (1 + random() / 5));
}

/** A 5xx answer: the server refuses the mail for good (unknown mailbox, policy). */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function failureText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 2000);
}
