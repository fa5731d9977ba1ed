// What an action on My Company (a role change, a removal, an invitation or its answer) tells the
// user: success as a status, failure as an alert, dismissible, in the section it happened in.
import Alert from 'react-bootstrap/Alert';

export interface ActionResult {
  ok: boolean;
  text: string;
}

export function ActionResultAlert({ result, onClose }: { result: ActionResult | null; onClose: () => void }) {
  if (!result) return null;
  return (
    <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'} dismissible onClose={onClose} className="py-2">
      {result.text}
    </Alert>
  );
}
