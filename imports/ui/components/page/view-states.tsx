// The three states every list, table and detail shows besides its data: loading (a polite live
// region with a spinner), empty (what to do next) and error (what failed, and a retry). Screens
// use these instead of their own markup so the same situation looks and reads the same.
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';

export function LoadingState({ children = <FormattedMessage id="page-kit.loading" /> }: { children?: ReactNode }) {
  return (
    <div className="d-flex align-items-center gap-2 py-4" role="status" aria-live="polite">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      {children}
    </div>
  );
}

export interface EmptyStateProps {
  /** What is missing, in one sentence: "No project matches these filters." */
  title: ReactNode;
  /** What the user can do about it. */
  children?: ReactNode;
  /** Buttons or links that lead on. */
  actions?: ReactNode;
}

export function EmptyState({ title, children, actions }: EmptyStateProps) {
  return (
    <div className="text-center border rounded py-5 px-3" data-testid="empty-state">
      <p className="fs-5 mb-2">{title}</p>
      {children && <div className="text-body-secondary mb-3">{children}</div>}
      {actions && <div className="d-flex flex-wrap gap-2 justify-content-center">{actions}</div>}
    </div>
  );
}

export interface ErrorStateProps {
  /** What failed, from the user's side: "Your applications could not be loaded." */
  title: ReactNode;
  /** The server's reason, when it is one a user can act on. */
  reason?: string | null;
  onRetry?: () => void;
}

export function ErrorState({ title, reason, onRetry }: ErrorStateProps) {
  return (
    // Bootstrap's alert markup without react-bootstrap's Alert, whose fade and close-button code
    // would otherwise load with every list page for a state that is rarely shown.
    <div className="alert alert-danger" role="alert">
      <p className="mb-1 fw-semibold">{title}</p>
      {reason && <p className="mb-1">{reason}</p>}
      {onRetry && (
        <Button variant="outline-danger" size="sm" className="mt-2" onClick={onRetry}>
          <FormattedMessage id="page-kit.tryAgain" />
        </Button>
      )}
    </div>
  );
}
