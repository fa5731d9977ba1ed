// Deferred mails: a mail whose words are written when it is sent, not when it is queued (a
// conversation's batch of the messages still unread after 15 minutes). The outbox row names its
// composer and arguments; the composer answers the mail's parts, or null when there is nothing
// left to say (everything was read meanwhile), which marks the mail skipped.
import type { OutboxMail } from './schema';

export type MailParts = Pick<OutboxMail, 'subject' | 'text'> & { html?: string; headers?: Record<string, string> };
export type MailComposer = (mail: OutboxMail) => Promise<MailParts | null>;

const composers = new Map<string, MailComposer>();

export function registerMailComposer(name: string, composer: MailComposer): void {
  composers.set(name, composer);
}

export async function composeDeferredMail(mail: OutboxMail): Promise<OutboxMail | null> {
  if (!mail.compose) return mail;
  const composer = composers.get(mail.compose.composer);
  if (!composer) throw new Error(`No mail composer named ${mail.compose.composer}`);
  const parts = await composer(mail);
  return parts ? { ...mail, ...parts, headers: { ...mail.headers, ...parts.headers } } : null;
}
