// The "Unconfirmed" badge beside an availability the expert has not confirmed for over 30 days
// (api/availability/freshness.ts): the expert stays listed, the reader sees how far to trust it.
import { useIntl } from 'react-intl';
import type { Availability } from '../../../api/common/lists/schema-parts';
import { isUnconfirmed } from '../../../api/availability/freshness';

export function UnconfirmedBadge({ availability }: { availability: Availability | undefined }) {
  const intl = useIntl();
  if (!isUnconfirmed(availability)) return null;
  return (
    <span className="badge text-bg-warning fw-normal ms-1" title={intl.formatMessage({ id: 'availabilityBadge.unconfirmedHint' })} data-testid="availability-unconfirmed">
      {intl.formatMessage({ id: 'availabilityBadge.unconfirmed' })}
    </span>
  );
}
