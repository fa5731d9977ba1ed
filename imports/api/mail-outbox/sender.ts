// The outbox's sender: delivers waiting mails whose time has come, oldest first, a few at a time,
// each under its stable Message-ID (Email.transmitAsync: the hooks already stored it). A mail
// that SMTP accepted is marked sent; a temporary failure (4xx, SMTP down) waits retry-policy's
// backoff; a permanent one (5xx) is marked failed. It wakes when a mail is added (a live query on
// the waiting mails) and when the next retry is due; after a restart it picks up where it was.
// SMTP allows only at-least-once: a crash after the server accepted a mail and before it was
// marked sent sends it again, with the same Message-ID.
import { Email } from 'meteor/email';
import type { ObserveHandle } from 'meteor/mongo';
import { OutboxMails } from './collection';
import { composeDeferredMail } from './composers';
import { failureText, isPermanentFailure, mailRetryPolicy, retryDelayMs } from './retry-policy';
import type { OutboxMail } from './schema';
import { Log } from 'meteor/logging';

/** Mails in flight at once (one pooled SMTP connection per few mails). */
const BATCH = 10;
/** Checked this often even without a wake-up (a clock change, a missed signal). */
const IDLE_CHECK_MS = 60_000;

export interface MailSender {
  /** Sends what is due now; resolves when this round is done (tests, shutdown). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

async function deliver(mail: OutboxMail): Promise<void> {
  await Email.transmitAsync({
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    messageId: mail.messageId,
    ...(mail.headers ? { headers: mail.headers } : {}),
  });
}

async function sendOne(mail: OutboxMail): Promise<void> {
  const current = { _id: mail._id, status: 'waiting' as const, attempts: mail.attempts };
  const ready = mail.compose ? await composeDeferredMail(mail) : mail;
  if (!ready) {
    await OutboxMails.updateAsync(current, { $set: { status: 'skipped' }, $unset: { compose: '' } });
    return;
  }
  try {
    await deliver(ready);
  } catch (error) {
    const attempts = mail.attempts + 1;
    const policy = mailRetryPolicy();
    const failed = isPermanentFailure(error) || attempts >= policy.maxAttempts;
    await OutboxMails.updateAsync(current, {
      $set: {
        attempts,
        lastError: failureText(error),
        ...(failed ? { status: 'failed' } : { nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts, Math.random, policy)) }),
      },
    });
    return;
  }
  const sentParts = ready === mail ? {} : { subject: ready.subject, text: ready.text, ...(ready.html ? { html: ready.html } : {}) };
  await OutboxMails.updateAsync(current, { $set: { status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1, ...sentParts }, $unset: { compose: '' } });
}

export function startMailSender(log: (line: string) => void = (line) => Log.info(line)): MailSender {
  let stopped = false;
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function round(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await OutboxMails.find({ status: 'waiting', nextAttemptAt: { $lte: new Date() } }, { sort: { nextAttemptAt: 1 }, limit: BATCH }).fetchAsync();
      if (due.length === 0 || stopped) break;
      const results = await Promise.allSettled(due.map(sendOne));
      for (const result of results) if (result.status === 'rejected') log(`[mail] could not record a send: ${failureText(result.reason)}`);
      sent += due.length;
      // A batch that could not record its outcome (disk full) is retried on the next wake-up.
      if (results.some((result) => result.status === 'rejected')) break;
    }
    return sent;
  }

  async function scheduleNext(): Promise<void> {
    if (stopped) return;
    const next = await OutboxMails.findOneAsync({ status: 'waiting' }, { sort: { nextAttemptAt: 1 }, fields: { nextAttemptAt: 1 } });
    const delay = next ? Math.max(0, next.nextAttemptAt.getTime() - Date.now()) : IDLE_CHECK_MS;
    clearTimeout(timer);
    timer = setTimeout(wake, Math.min(delay, IDLE_CHECK_MS));
    timer.unref();
  }

  function startRound(): Promise<number> {
    running = round()
      .catch((error: unknown) => {
        log(`[mail] the sender's round failed: ${failureText(error)}`);
        return 0;
      })
      .finally(() => {
        running = null;
        if (!next) void scheduleNext().catch(() => undefined);
      });
    return running;
  }

  /** A round that starts after this call: one already running may have read before the mail came. */
  function runOnce(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (!running) return startRound();
    next ??= running.then(() => {
      next = null;
      return stopped ? 0 : startRound();
    });
    return next;
  }

  function wake(): void {
    if (!stopped) void runOnce();
  }

  // A mail written, or made due again by a retry from the back office (a failed one comes back
  // into the waiting set, a waiting one gets an earlier time), wakes the sender.
  let handle: ObserveHandle | undefined;
  void OutboxMails.find({ status: 'waiting' }, { fields: { _id: 1, nextAttemptAt: 1 } })
    .observeChangesAsync({ added: wake, changed: wake })
    .then((observer) => {
      if (stopped) observer.stop();
      else handle = observer;
    });

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      handle?.stop();
      await next;
      await running;
    },
  };
}
