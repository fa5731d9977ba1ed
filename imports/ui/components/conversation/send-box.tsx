// Where a message is written: a text area (Enter starts a new line, Ctrl+Enter or ⌘+Enter sends,
// as the visible hint says) and a Send button; the server's refusal is shown above it, and the
// text stays until it was sent.
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { MESSAGE_MAX } from '../../../api/conversations/threads';
import { FormAlert } from '../../forms/form-alert';
import { useServerAction } from '../../lib/use-server-action';

export function SendBox({ onSend, label }: { onSend(text: string): Promise<unknown>; label?: string }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const { busy, problems, run } = useServerAction();
  const ids = { field: useId(), hint: useId() };
  const empty = text.trim() === '';

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (empty || busy) return;
    if (await run(() => onSend(text.trim()))) setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send(event);
  }

  return (
    <Form onSubmit={send} className="mt-2">
      <FormAlert error={problems[0] ?? null} compact />
      <Form.Label htmlFor={ids.field} className="small fw-semibold mb-1">
        {label ?? intl.formatMessage({ id: 'conversation.yourMessage' })}
      </Form.Label>
      <Form.Control
        id={ids.field}
        as="textarea"
        rows={2}
        maxLength={MESSAGE_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={ids.hint}
      />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-1">
        <span id={ids.hint} className="small text-body-secondary">
          <FormattedMessage id="conversation.sendHint" />
        </span>
        <Button type="submit" size="sm" disabled={empty || busy}>
          <FormattedMessage id={busy ? 'conversation.sending' : 'conversation.send'} />
        </Button>
      </div>
    </Form>
  );
}
