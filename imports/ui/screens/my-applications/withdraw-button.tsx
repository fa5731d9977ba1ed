// Withdrawing an application, with a confirmation in place: "Withdraw" asks, "Yes, withdraw" does
// it (focus moves to the question and back), "Keep it" cancels. The server's refusal is said.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { KeepItButton, useConfirmInPlace } from '../../components/confirm-in-place';
import { generalErrorMessage } from '../../forms/schema-errors';
import { useCurrentAccount } from '../../lib/account-context';

export function WithdrawButton({ applicationId, projectTitle }: { applicationId: string; projectTitle: string }) {
  const { callMethod } = useCurrentAccount();
  const { asking, ask, keep, question, opener } = useConfirmInPlace();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const withdraw = async () => {
    setBusy(true);
    setError(null);
    try {
      await callMethod('applications.withdraw', applicationId);
    } catch (failure) {
      setError(generalErrorMessage(failure));
      setBusy(false);
    }
  };

  if (!asking) {
    return (
      <Button ref={opener} variant="outline-danger" size="sm" onClick={ask}>
        Withdraw application<span className="visually-hidden"> for {projectTitle}</span>
      </Button>
    );
  }
  return (
    <div className="border border-danger-subtle rounded p-2">
      <p ref={question} tabIndex={-1} className="mb-2">
        Withdraw your application for {projectTitle}? You can apply again later while the project is open.
      </p>
      {error && (
        <Alert variant="danger" role="alert" className="py-2">
          {error}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="danger" size="sm" onClick={withdraw} disabled={busy}>
          {busy ? 'Withdrawing…' : 'Yes, withdraw'}
        </Button>
        <KeepItButton onClick={keep} />
      </div>
    </div>
  );
}
