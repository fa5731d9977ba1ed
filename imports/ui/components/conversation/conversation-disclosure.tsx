// A list item's conversation behind a button: "Messages (2 new)" shows the unread count (from the
// list's useThreadSummaries) and opens the conversation in place; it subscribes only once open.
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { Conversation, type ConversationProps } from './conversation';
import { useUnreadCount } from './thread-summaries';

export function ConversationDisclosure(props: ConversationProps) {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount(props.kind, props.targetId, props.side);
  const panel = useId();
  return (
    <div className="mt-3">
      <Button variant="outline-secondary" size="sm" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        <FormattedMessage id={open ? 'conversation.hide' : 'conversation.show'} />
        {unread > 0 && (
          <Badge bg="danger" className="ms-2" data-testid="unread-count">
            <FormattedMessage id="conversation.unread" values={{ count: unread }} />
          </Badge>
        )}
      </Button>
      <div id={panel} className="mt-2" hidden={!open}>
        {open && <Conversation {...props} />}
      </div>
    </div>
  );
}
