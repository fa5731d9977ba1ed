// The message naming a record's status (`statuses.<kind>.<status>`, messages/app/statuses), for
// the browser's labels and filters, the notifications and the server's refusals alike.
import type { MessageId } from './message-ids';

export function statusMessageId(kind: string, status: string): MessageId {
  return `statuses.${kind}.${status}` as MessageId;
}
