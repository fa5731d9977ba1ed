// What became of an action on a table's row (an invitation sent, roles refused): a dismissible
// notice above the table, read out at once when it is a failure, politely when it succeeded.
import Alert from 'react-bootstrap/Alert';

export type Feedback = { variant: 'success' | 'danger'; text: string };

export function ActionNotice({ feedback, onClose }: { feedback: Feedback; onClose(): void }) {
  return (
    <Alert variant={feedback.variant} dismissible onClose={onClose} role={feedback.variant === 'danger' ? 'alert' : 'status'}>
      {feedback.text}
    </Alert>
  );
}
