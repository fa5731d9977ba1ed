// An admin sends a mail again from the back office: a failed one (a 5xx, or out of attempts) or
// a waiting one (held by backoff while SMTP was down) becomes due now. The sender wakes on the
// change (its live query) and tries it once more under the same Message-ID; the attempts so far
// stay counted, so a mail past MAIL_MAX_ATTEMPTS that fails again is failed again at once.
import { Meteor } from 'meteor/meteor';
import { OutboxMails } from './collection';

export async function retryMail(mailId: string): Promise<void> {
  const changed = await OutboxMails.updateAsync(
    { _id: mailId, status: { $in: ['waiting', 'failed'] } },
    { $set: { status: 'waiting', nextAttemptAt: new Date() } },
  );
  if (changed === 1) return;
  const exists = await OutboxMails.findOneAsync({ _id: mailId }, { fields: { status: 1 } });
  if (!exists) throw new Meteor.Error(404, 'Mail not found');
  throw new Meteor.Error(409, `This mail is ${exists.status}; only a waiting or failed mail can be sent again`);
}
