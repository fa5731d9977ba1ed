// A record's status as a badge: the label users read and a colour by tone, never colour alone
// (the text says it). Each screen passes the label from its own status list.
import Badge from 'react-bootstrap/Badge';

export type StatusTone = 'neutral' | 'info' | 'progress' | 'success' | 'warning' | 'danger';

const TONE_CLASSES: Record<StatusTone, string> = {
  // Background and text pairs that keep WCAG AA contrast.
  neutral: 'text-bg-secondary',
  info: 'text-bg-info',
  progress: 'text-bg-primary',
  success: 'text-bg-success',
  warning: 'text-bg-warning',
  danger: 'text-bg-danger',
};

export function StatusBadge({ label, tone = 'neutral' }: { label: string; tone?: StatusTone }) {
  return (
    <Badge bg="" className={TONE_CLASSES[tone]}>
      {label}
    </Badge>
  );
}

