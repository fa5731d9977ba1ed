// Every mail the app sends with Meteor's Email.sendAsync (the account mails: reset, verify,
// enrol, invitations, the retention question) goes into the outbox first: the hook writes it
// and returns false (Meteor's "do not send now"), so sendAsync answers once the mail is durable
// and an SMTP outage never fails the action that sent it. The sender delivers it.
import { Email } from 'meteor/email';
import { Random } from 'meteor/random';
import { OutboxMails } from './collection';
import { mailSettings, messageIdOf } from './mail-settings';

function addressText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(addressText).join(', ');
  if (value && typeof value === 'object' && 'address' in value) return String((value as { address: unknown }).address);
  return '';
}

export function hookEmailIntoOutbox(): { stop(): void } {
  return Email.hookSend(async (options) => {
    const _id = Random.id();
    const settings = mailSettings();
    await OutboxMails.insertAsync({
      _id,
      messageId: options.messageId ?? messageIdOf(_id),
      topic: 'account',
      status: 'waiting',
      to: addressText(options.to),
      subject: options.subject ?? '',
      text: options.text ?? '',
      ...(options.html ? { html: options.html } : {}),
      ...(options.headers ? { headers: Object.fromEntries(Object.entries(options.headers).map(([key, value]) => [key, String(value)])) } : {}),
      from: options.from ? addressText(options.from) : settings.from,
      ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
      attempts: 0,
      nextAttemptAt: new Date(),
      createdAt: new Date(),
    });
    return false;
  });
}
