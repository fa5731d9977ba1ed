// One message of a conversation: who wrote it (and for which side, to the other one), when, and
// its text as typed, with web and mail addresses made safe links (renderPlainTextWithLinks).
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ConversationMessage, ThreadKind, ThreadSide } from '../../../api/conversations/threads';
import { senderText } from '../../../api/conversations/subject';
import { dayTimeText } from '../../lib/day-text';
import { renderPlainTextWithLinks } from '../markdown/render-markdown';

/** How the other side is named next to a sender: the agency to its clients, the customer or candidate to the agency. */
function sideNameId(side: ThreadSide, kind: ThreadKind) {
  if (side === 'agency') return 'conversation.side.agency' as const;
  return kind === 'request' ? ('conversation.side.customer' as const) : ('conversation.side.candidate' as const);
}

export function MessageItem({ message, mine, viewerSide, kind }: { message: ConversationMessage; mine: boolean; viewerSide: ThreadSide; kind: ThreadKind }) {
  const intl = useIntl();
  const html = useMemo(() => renderPlainTextWithLinks(message.text), [message.text]);
  const at = new Date(message.createdAt);
  return (
    <li className={`d-flex mb-2 ${mine ? 'justify-content-end' : ''}`} data-testid="message">
      <div className={`rounded px-3 py-2 text-break ${mine ? 'bg-primary-subtle' : 'bg-body-tertiary border'}`} style={{ maxWidth: '85%' }}>
        <div className="small text-body-secondary">
          <FormattedMessage
            id={!mine && message.side !== viewerSide ? 'conversation.bylineWithSide' : 'conversation.byline'}
            values={{
              sender: <span className="fw-semibold text-body">{mine ? intl.formatMessage({ id: 'conversation.you' }) : senderText(intl, message.senderName)}</span>,
              side: intl.formatMessage({ id: sideNameId(message.side, kind) }),
              time: <time dateTime={at.toISOString()}>{dayTimeText(at, intl.locale)}</time>,
            }}
          />
        </div>
        {/* Safe by construction: renderPlainTextWithLinks escapes the text and allows only http(s)/mailto links. */}
        <div className="message-text" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </li>
  );
}
