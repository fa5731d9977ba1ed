// The unread counts of a list's threads (My Requests, My Applications, the back office's
// tables): one `conversations.threads` subscription for the list's items, then each item reads
// its count from the browser's collections.
import { useTracker } from 'meteor/react-meteor-data';
import { ConversationThreads, ThreadReads } from '../../../api/conversations/browser-collection';
import { threadIdOf, type ThreadKind, threadReadIdOf, type ThreadSide, unreadCount } from '../../../api/conversations/threads';
import { useCurrentAccount } from '../../lib/account-context';
import { useSubscribe } from '../../lib/subscriptions';

/** Subscribes to the threads of the list's items (the list's first 200); no kind: nothing. */
export function useThreadSummaries(kind: ThreadKind | undefined, targetIds: readonly string[]): void {
  const ids = [...targetIds].sort().slice(0, 200);
  useSubscribe(kind && ids.length > 0 ? 'conversations.threads' : undefined, kind ?? 'request', ids);
}

/** The other side's messages the viewer has not read on one item's thread. */
export function useUnreadCount(kind: ThreadKind, targetId: string, side: ThreadSide): number {
  const { userId } = useCurrentAccount();
  return useTracker(() => {
    const threadId = threadIdOf(kind, targetId);
    return unreadCount(ConversationThreads.findOne(threadId), userId ? ThreadReads.findOne(threadReadIdOf(threadId, userId)) : undefined, side);
  }, [kind, targetId, side, userId]);
}
