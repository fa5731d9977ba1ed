// The message of a form's error that belongs to no field (a refused password, a lost
// connection), announced as an alert above the fields; nothing when there is none.
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';

/** `children` follow the message (e.g. a way out: "Send me a new link"). */
export function FormAlert({ error, compact = false, children }: { error: string | null; compact?: boolean; children?: ReactNode }) {
  if (!error) return null;
  return (
    <Alert variant="danger" role="alert" className={compact ? 'py-2' : undefined}>
      {error}
      {children}
    </Alert>
  );
}
