// An expert entry's status as the back office shows it (or "No entry" for a candidate without one).
import { useIntl } from 'react-intl';
import type { PersonStatus } from '../../../api/people/schema';
import { StatusBadge } from '../../components/page/status-badge';
import { KindStatusBadge } from '../../components/page/status-kinds';

export function EntryStatusBadge({ status }: { status: PersonStatus | undefined }) {
  const intl = useIntl();
  if (!status) return <StatusBadge label={intl.formatMessage({ id: 'admin-people.noEntry' })} />;
  return <KindStatusBadge kind="person" status={status} />;
}
