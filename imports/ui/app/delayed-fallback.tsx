// The loading indicator for a lazily loaded screen: shown only once loading has taken longer
// than 200 ms, so fast loads do not flash a spinner.
import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';

export const LOADING_INDICATOR_DELAY_MS = 200;

export function DelayedFallback({ delayMs = LOADING_INDICATOR_DELAY_MS }: { delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className="d-flex justify-content-center py-5">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">
          <FormattedMessage id="page-kit.loading" />
        </span>
      </Spinner>
    </div>
  );
}
