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
  /** Values that are words of their own (a status's name), by message id: worded in the reader's language too. */
  words?: Record<string, MessageId>;
}

/**
 * `facts`: what a program reads besides the words (`{ stale: true, revision }`), in the same
 * details. `words`: values that are messages themselves (`{ from: 'statuses.request.closed' }`).
 */
export function userError(
  code: number | string,
  messageId: MessageId,
  values?: MessageValues,
  facts?: Record<string, unknown>,
  words?: Record<string, MessageId>,
): InstanceType<typeof Meteor.Error> {
  const details: UserErrorDetails = { ...facts, messageId, ...(values ? { values } : {}), ...(words ? { words } : {}) };
  const wordsInEnglish = Object.fromEntries(Object.entries(words ?? {}).map(([name, id]) => [name, messageIn('en', id)]));
  return new Meteor.Error(code, messageIn('en', messageId, { ...values, ...wordsInEnglish }), details);
}
