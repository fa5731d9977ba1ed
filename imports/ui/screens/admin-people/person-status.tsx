// An expert entry's status as the back office shows it (or "No entry" for a candidate without one).
import { PERSON_STATUSES, type PersonStatus } from '../../../api/people/schema';
import { StatusBadge, type StatusTone } from '../../components/page/status-badge';

const TONES: Record<PersonStatus, StatusTone> = { draft: 'info', published: 'success', unpublished: 'warning' };

export function EntryStatusBadge({ status }: { status: PersonStatus | undefined }) {
  if (!status) return <StatusBadge label="No entry" />;
  return <StatusBadge label={PERSON_STATUSES.find((item) => item.value === status)?.label ?? status} tone={TONES[status]} />;
}
