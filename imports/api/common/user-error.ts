// An error a person reads: a Meteor.Error whose reason is the English sentence (logs, API
// clients, tests) and whose details name the message, so the browser words it in the reader's
// language (imports/ui/lib/method-errors.ts). Server-only: it formats from every catalog.
import { Meteor } from 'meteor/meteor';
import { messageIn } from '../../i18n/intl';
import type { MessageId, MessageValues } from '../../i18n/message-ids';

/** What the browser reads from `error.details` to word the error itself. */
export interface UserErrorDetails {
  messageId: MessageId;
  values?: MessageValues;
}

/** `facts`: what a program reads besides the words (`{ stale: true, revision }`), in the same details. */
export function userError(code: number | string, messageId: MessageId, values?: MessageValues, facts?: Record<string, unknown>): InstanceType<typeof Meteor.Error> {
  const details: UserErrorDetails = { ...facts, messageId, ...(values ? { values } : {}) };
  return new Meteor.Error(code, messageIn('en', messageId, values), details);
}
