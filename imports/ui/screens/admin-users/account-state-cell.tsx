// An account's state in the admins' users table, and the action that changes it: "Disable"
// asks in place first (the person is signed out everywhere at once), "Enable" lets them sign
// in again. Your own account cannot be disabled: no button, the reason instead (the server
// refuses it too).
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { KeepItButton, useConfirmInPlace } from '../../components/confirm-in-place';
import { StatusBadge } from '../../components/page/status-badge';
import { useCurrentAccount } from '../../lib/account-context';
import { dayText } from '../../lib/day-text';

export const OWN_ACCOUNT_NOTE = 'You cannot disable your own account.';

export interface AccountStateCellProps {
  userId: string;
  name: string;
  disabledAt: Date | undefined;
  self: boolean;
  onError(text: string | null): void;
}

export function AccountStateCell({ userId, name, disabledAt, self, onError }: AccountStateCellProps) {
  const { callMethod } = useCurrentAccount();
  const { asking, ask, keep, close, question, opener } = useConfirmInPlace<HTMLSpanElement>();
  const [busy, setBusy] = useState(false);

  const setDisabled = async (disabled: boolean) => {
    setBusy(true);
    close();
    onError(null);
    try {
      await callMethod('users.setDisabled', userId, disabled);
    } catch (failure) {
      onError((failure as { reason?: string }).reason ?? 'The account could not be changed.');
    } finally {
      setBusy(false);
    }
  };

  const state = disabledAt ? (
    <div>
      <StatusBadge label="Disabled" tone="danger" /> <span className="small text-body-secondary">since {dayText(disabledAt)}</span>
    </div>
  ) : (
    <div>
      <StatusBadge label="Active" tone="success" />
    </div>
  );
  let action;
  if (self) action = <div className="small text-body-secondary">{OWN_ACCOUNT_NOTE}</div>;
  else if (disabledAt) {
    action = (
      <Button size="sm" variant="outline-primary" disabled={busy} aria-label={`Enable ${name}`} onClick={() => void setDisabled(false)}>
        Enable
      </Button>
    );
  } else if (asking) {
    action = (
      <span className="d-inline-flex flex-wrap align-items-center gap-1">
        <span ref={question} tabIndex={-1} className="small">
          Disable {name}? They are signed out everywhere at once and cannot sign in until enabled.
        </span>
        <Button size="sm" variant="danger" onClick={() => void setDisabled(true)}>
          Yes, disable
        </Button>
        <KeepItButton onClick={keep} />
      </span>
    );
  } else {
    action = (
      <Button ref={opener} size="sm" variant="outline-danger" disabled={busy} aria-label={`Disable ${name}`} onClick={ask}>
        Disable
      </Button>
    );
  }
  return (
    <div className="d-flex flex-column align-items-start gap-1">
      {state}
      {action}
    </div>
  );
}
