// A request's or an application's conversation between its client (the customer's company, or
// the candidate) and the agency: live, oldest to newest with the newest at the bottom, a "New
// messages" marker above what the viewer had not read when they opened it, and a send box. The
// thread counts as read while it is open; the marker stays until it is closed, so the viewer
// still sees where the news began.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ThreadKind, ThreadSide } from '../../../api/conversations/threads';
import { unreadCount } from '../../../api/conversations/threads';
import { useCurrentAccount } from '../../lib/account-context';
import { ErrorState, LoadingState } from '../page/view-states';
import { MessageItem } from './message-item';
import { SendBox } from './send-box';
import { useThread } from './use-thread';

export interface ConversationProps {
  kind: ThreadKind;
  targetId: string;
  /** The viewer's side: 'agency' in the back office, 'client' on My Requests and My Applications. */
  side: ThreadSide;
  /** The region's name: "Messages with the agency". */
  label: string;
  /** @deprecated Unused: the send box names the other side from `kind` and `side`. Kept until the back office's callers drop it. */
  reader?: string;
}

/** The send box' label: to the agency for its clients; to the customer or the candidate for the agency. */
function sendLabelId(kind: ThreadKind, side: ThreadSide) {
  if (side !== 'agency') return 'conversation.toAgency' as const;
  return kind === 'request' ? ('conversation.toCustomer' as const) : ('conversation.toCandidate' as const);
}

export function Conversation({ kind, targetId, side, label }: ConversationProps) {
  const { userId, callMethod } = useCurrentAccount();
  const intl = useIntl();
  const view = useThread(kind, targetId, userId);
  const list = useRef<HTMLOListElement>(null);
  // Where the unread news began when the thread was opened (null until then).
  const [readUntil, setReadUntil] = useState<number | null>(null);
  const unread = unreadCount(view.thread, view.read, side);

  // Set once, while rendering (React's pattern for state that follows a first value).
  if (view.status === 'ready' && readUntil === null) setReadUntil(view.read ? new Date(view.read.lastReadAt).getTime() : 0);
  useEffect(() => {
    if (view.status === 'ready' && unread > 0) void callMethod('conversations.markRead', kind, targetId).catch(() => undefined);
  }, [view.status, unread, kind, targetId, callMethod]);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [view.messages.length, view.status]);

  if (view.status === 'error') return <ErrorState title={intl.formatMessage({ id: 'conversation.loadFailed' })} reason={view.error} onRetry={view.retry} />;
  const firstNew = readUntil === null ? -1 : view.messages.findIndex((message) => message.side !== side && new Date(message.createdAt).getTime() > readUntil);
  return (
    <section aria-label={label} data-testid="conversation">
      {view.status === 'loading' && view.messages.length === 0 ? (
        <LoadingState>
          <FormattedMessage id="conversation.loading" />
        </LoadingState>
      ) : view.messages.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          <FormattedMessage id="conversation.empty" />
        </p>
      ) : (
        // Focusable, so the scrolling list can be read by keyboard too.
        <ol ref={list} className="list-unstyled mb-0 pe-1" style={{ maxHeight: '22rem', overflowY: 'auto' }} tabIndex={0} aria-label={intl.formatMessage({ id: 'conversation.listLabel' })} aria-live="polite">
          {view.messages.map((message, index) => (
            <MessageGroup key={message._id} marker={index === firstNew}>
              <MessageItem message={message} mine={message.senderId === userId} viewerSide={side} kind={kind} />
            </MessageGroup>
          ))}
        </ol>
      )}
      <SendBox label={intl.formatMessage({ id: sendLabelId(kind, side) })} onSend={(text) => callMethod('conversations.send', kind, targetId, text)} />
    </section>
  );
}

function MessageGroup({ marker, children }: { marker: boolean; children: ReactNode }) {
  return (
    <>
      {marker && (
        <li className="d-flex align-items-center gap-2 my-2 small fw-semibold text-danger-emphasis" data-testid="unread-marker">
          <hr className="flex-grow-1 my-0" aria-hidden="true" />
          <FormattedMessage id="conversation.newMarker" />
          <hr className="flex-grow-1 my-0" aria-hidden="true" />
        </li>
      )}
      {children}
    </>
  );
}
