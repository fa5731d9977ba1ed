// Indexes the daily retention run reads by (retention-run.ts). Messages and requests people sent
// without an account go by their last change (anonymous-records.ts), which no admin table sorts
// by: with this index and the creation date's (admin-table-indexes.ts) SQLite answers the
// sweep's either-or from the two indexes instead of reading every message (about 50 ms of the
// event loop per 10,000, daily and a minute after every start).
import { ensureCallReceiptIndexes } from '../common/call-receipts';
import { ContactMessages } from '../contact-messages/collection';
import { InvitationRequests } from '../invitation-requests/collection';
import { Requests } from '../requests/collection';

export async function ensureRetentionIndexes(): Promise<void> {
  for (const collection of [ContactMessages, InvitationRequests, Requests]) await collection.createIndexAsync({ 'docInfo.updatedAt': -1 });
  // Call receipts go a day after the call (call-receipts.ts).
  await ensureCallReceiptIndexes();
}
