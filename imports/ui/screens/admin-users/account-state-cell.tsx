// An account's state in the admins' users table, and the action that changes it: "Disable"
// asks in place first (the person is signed out everywhere at once), "Enable" lets them sign
// in again. Your own account cannot be disabled: no button, the reason instead (the server
// refuses it too).
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { KeepItButton, useConfirmInPlace } from '../../components/confirm-in-place';
import { StatusBadge } from '../../components/page/status-badge';
import { useAdminDates } from '../../components/admin/admin-dates';
import { useText } from '../../components/admin/use-text';
import { errorText } from '../../i18n/error-text';
import { useCurrentAccount } from '../../lib/account-context';

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
  const intl = useIntl();
  const text = useText();
  const dates = useAdminDates();

  const setDisabled = async (disabled: boolean) => {
    setBusy(true);
    close();
    onError(null);
    try {
      await callMethod('users.setDisabled', userId, disabled);
    } catch (failure) {
      onError(errorText(intl, failure, 'admin-accounts.users.accountError'));
    } finally {
      setBusy(false);
    }
  };

  const state = disabledAt ? (
    <div>
      <StatusBadge label={text('admin-accounts.users.disabled')} tone="danger" />
      <span className="small text-body-secondary ms-1">
        <FormattedMessage id="admin-accounts.users.since" values={{ date: dates.day(disabledAt) }} />
      </span>
    </div>
  ) : (
    <div>
      <StatusBadge label={text('admin-accounts.users.active')} tone="success" />
    </div>
  );
  let action;
  if (self) {
    action = (
      <div className="small text-body-secondary">
        <FormattedMessage id="admin-accounts.users.ownAccount" />
      </div>
    );
  }
  else if (disabledAt) {
    action = (
      <Button size="sm" variant="outline-primary" disabled={busy} aria-label={text('admin-accounts.users.enableLabel', { name })} onClick={() => void setDisabled(false)}>
        <FormattedMessage id="admin-accounts.users.enable" />
      </Button>
    );
  } else if (asking) {
    action = (
      <span className="d-inline-flex flex-wrap align-items-center gap-1">
        <span ref={question} tabIndex={-1} className="small">
          <FormattedMessage id="admin-accounts.users.disableQuestion" values={{ name }} />
        </span>
        <Button size="sm" variant="danger" onClick={() => void setDisabled(true)}>
          <FormattedMessage id="admin-accounts.users.confirmDisable" />
        </Button>
        <KeepItButton onClick={keep} />
      </span>
    );
  } else {
    action = (
      <Button ref={opener} size="sm" variant="outline-danger" disabled={busy} aria-label={text('admin-accounts.users.disableLabel', { name })} onClick={ask}>
        <FormattedMessage id="admin-accounts.users.disable" />
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
