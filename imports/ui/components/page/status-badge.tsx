// A record's status as a badge: the label users read and a colour by tone, never colour alone
// (the text says it). Each screen passes the label from its own status list.
import Badge from 'react-bootstrap/Badge';
import { type ListItem, labelOf } from '../../../api/common/lists/list-item';

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

/** A status of one of the app's lists: the list's label, in the tone the screen gives it. */
export function ListStatusBadge<V extends string>({ list, tones, status }: { list: readonly ListItem<V>[]; tones: Record<V, StatusTone>; status: V }) {
  return <StatusBadge label={labelOf(list, status)} tone={tones[status]} />;
}
