// Asking before an action that cannot be taken back, in place rather than in a dialog: the
// action's button asks, focus moves to the question, "Keep it" goes back and returns focus to
// the button. Withdrawing an application, cancelling a request and stepping down as a company's
// owner all ask this way.
import { useCallback, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { WORD_IDS } from './page/words';

export function useConfirmInPlace<Question extends HTMLElement = HTMLParagraphElement>() {
  const [asking, setAsking] = useState(false);
  const question = useRef<Question>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  const ask = useCallback(() => setAsking(true), []);
  /** Back to the button, with focus on it once it is there again. */
  const keep = useCallback(() => {
    setAsking(false);
    setTimeout(() => opener.current?.focus(), 0);
  }, []);
  /** Closes the question after the action ran (focus is the action's business). */
  const close = useCallback(() => setAsking(false), []);
  return { asking, ask, keep, close, question, opener };
}

export function KeepItButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline-secondary" size="sm" onClick={onClick}>
      <FormattedMessage id={WORD_IDS.keepIt} />
    </Button>
  );
}
