// An admin sends a mail again from the back office: a failed one (a 5xx, or out of attempts) or
// a waiting one (held by backoff while SMTP was down) becomes due now. The sender wakes on the
// change (its live query) and tries it once more under the same Message-ID; the attempts so far
// stay counted, so a mail past MAIL_MAX_ATTEMPTS that fails again is failed again at once.
import { OutboxMails } from './collection';
import { userError } from '../common/user-error';

export async function retryMail(mailId: string): Promise<void> {
  const changed = await OutboxMails.updateAsync(
    { _id: mailId, status: { $in: ['waiting', 'failed'] } },
    { $set: { status: 'waiting', nextAttemptAt: new Date() } },
  );
  if (changed === 1) return;
  const exists = await OutboxMails.findOneAsync({ _id: mailId }, { fields: { status: 1 } });
  if (!exists) throw userError(404, 'errors.notFound.mail');
  throw userError(409, 'errors.mails.notRetriable', { status: exists.status });
}
