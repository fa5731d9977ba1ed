// When the sender tries a mail again, and when it gives up: exponential backoff from
// MAIL_RETRY_BASE_MS (5 s) doubling to at most MAIL_RETRY_MAX_MS (1 h), with up to a fifth of
// jitter so mails queued in an outage do not all return at once; a permanent SMTP answer (5xx)
// or MAIL_MAX_ATTEMPTS temporary failures (4xx, refused or dropped connections) mark it failed.
// The environment is read at each failure, not at import, so a test (or an operator's restart
// with new values) sets them before the sender needs them.
import { limitFromEnv } from 'meteor/ddp-server';

export interface MailRetryPolicy {
  baseMs: number;
  maxMs: number;
  maxAttempts: number;
}

export function mailRetryPolicy(env: NodeJS.ProcessEnv = process.env): MailRetryPolicy {
  return {
    baseMs: limitFromEnv(env.MAIL_RETRY_BASE_MS, 5_000),
    maxMs: limitFromEnv(env.MAIL_RETRY_MAX_MS, 60 * 60_000),
    maxAttempts: limitFromEnv(env.MAIL_MAX_ATTEMPTS, 25),
  };
}

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number, random: () => number = Math.random, policy: MailRetryPolicy = mailRetryPolicy()): number {
  const backoff = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
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
