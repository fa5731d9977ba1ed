// An expert entry's status as the back office shows it (or "No entry" for a candidate without one).
import type { PersonStatus } from '../../../api/people/schema';
import { StatusBadge } from '../../components/page/status-badge';
import { KindStatusBadge } from '../../components/page/status-kinds';

export function EntryStatusBadge({ status }: { status: PersonStatus | undefined }) {
  if (!status) return <StatusBadge label="No entry" />;
  return <KindStatusBadge kind="person" status={status} />;
}
