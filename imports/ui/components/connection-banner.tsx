// Tells the user the live connection is down, counts down to the next automatic attempt and
// offers to try now. Hidden while connected.
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { ConnectionStatus } from '../lib/connection-types';

export interface ConnectionBannerProps {
  status: ConnectionStatus;
  onRetry: () => void;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    // Refresh at once (the banner may have been idle for long), then every second.
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active]);
  return now;
}

function message(intl: IntlShape, status: ConnectionStatus, now: number): string {
  if (status.status === 'waiting' && status.retryTime !== undefined) {
    const seconds = Math.max(0, Math.ceil((status.retryTime - now) / 1_000));
    return intl.formatMessage({ id: 'layout.connection.waiting' }, { seconds });
  }
  if (status.status === 'connecting') return intl.formatMessage({ id: 'layout.connection.connecting' });
  return intl.formatMessage({ id: 'layout.connection.offline' });
}

export function ConnectionBanner({ status, onRetry }: ConnectionBannerProps) {
  const intl = useIntl();
  const down = !status.connected;
  const now = useNow(down && status.status === 'waiting');
  if (!down) return null;
  return (
    // Bootstrap's alert markup: react-bootstrap's Alert would load its fade and close-button code
    // with every page for a banner that is rarely shown.
    <div role="alert" className="alert alert-warning rounded-0 mb-0 py-2 d-flex flex-wrap gap-2 align-items-center justify-content-center">
      <span role="status">{message(intl, status, now)}</span>
      {status.status !== 'connecting' && (
        <Button size="sm" variant="outline-dark" onClick={onRetry}>
          <FormattedMessage id="layout.connection.retry" />
        </Button>
      )}
    </div>
  );
}
