// The notifications' server side as one piece the app starts and stops: Email.sendAsync writes
// into the outbox, the dispatcher turns events into notifications and mails, the sender delivers.
import { ensureOutboxIndexes } from '../mail-outbox/collection';
import { hookEmailIntoOutbox } from '../mail-outbox/email-hook';
import { startMailSender, type MailSender } from '../mail-outbox/sender';
import { Notifications } from './collection';
import { scheduleDigests } from './digest';
import { ensureEventIndexes, startDispatcher, type Dispatcher } from './dispatcher';
import { forgetUnsubscribeSecret } from './unsubscribe-links';

export interface RunningNotifications {
  dispatcher: Dispatcher;
  sender: MailSender;
  stop(): Promise<void>;
}

export async function ensureNotificationIndexes(): Promise<void> {
  await Notifications.createIndexAsync({ userId: 1, createdAt: -1 });
  await ensureEventIndexes();
  await ensureOutboxIndexes();
}

export function startNotifications(log: (line: string) => void): RunningNotifications {
  forgetUnsubscribeSecret();
  const hook = hookEmailIntoOutbox();
  const dispatcher = startDispatcher(log);
  const sender = startMailSender(log);
  const stopDigests = scheduleDigests(log);
  return {
    dispatcher,
    sender,
    async stop() {
      hook.stop();
      stopDigests();
      await dispatcher.stop();
      await sender.stop();
    },
  };
}
