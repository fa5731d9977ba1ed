// One thread as a conversation shows it: its messages oldest first (newest at the bottom), the
// thread's counts and the viewer's read state, live from `conversations.thread`, and whether
// the subscription is loading, ready or refused (with what the server said, worded in the reader's
// language, and a retry).
import { useFind, useTracker } from 'meteor/react-meteor-data';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConversationMessages, ConversationThreads, ThreadReads } from '../../../api/conversations/browser-collection';
import { type ConversationMessage, type ConversationThread, threadIdOf, type ThreadKind, type ThreadRead, threadReadIdOf } from '../../../api/conversations/threads';
import { errorText } from '../../i18n/error-text';
import { subscribe } from '../../lib/subscriptions';

export interface ThreadView {
  status: 'loading' | 'ready' | 'error';
  error?: string;
  messages: ConversationMessage[];
  thread: ConversationThread | undefined;
  read: ThreadRead | undefined;
  retry(): void;
}

export function useThread(kind: ThreadKind, targetId: string, userId: string | null): ThreadView {
  const [attempt, setAttempt] = useState(0);
  // The outcome of the current subscription only: a new thread (or a retry) is loading again.
  const key = `${kind}:${targetId}:${attempt}`;
  const intl = useIntl();
  const [state, setState] = useState<{ key: string; status: ThreadView['status']; error?: unknown }>({ key: '', status: 'loading' });
  useEffect(() => {
    const handle = subscribe('conversations.thread', [kind, targetId], {
      onReady: () => setState({ key, status: 'ready' }),
      onStop: (error) => {
        if (error) setState({ key, status: 'error', error });
      },
    });
    return () => handle.stop();
  }, [kind, targetId, key]);
  const threadId = threadIdOf(kind, targetId);
  const messages = useFind(() => ConversationMessages.find({ threadId }, { sort: { createdAt: 1 } }), [threadId]);
  const thread = useTracker(() => ConversationThreads.findOne(threadId), [threadId]);
  const read = useTracker(() => (userId ? ThreadReads.findOne(threadReadIdOf(threadId, userId)) : undefined), [threadId, userId]);
  const current = state.key === key ? state : { status: 'loading' as const };
  return { status: current.status, error: 'error' in current && current.error ? errorText(intl, current.error) : undefined, messages, thread, read, retry: () => setAttempt((count) => count + 1) };
}
