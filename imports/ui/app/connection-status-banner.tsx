// The connection banner fed from Meteor's reactive status; its own component so status changes
// re-render only the banner.
import { ConnectionBanner } from '../components/connection-banner';
import { reconnect, useConnectionStatus } from '../lib/connection';

export function ConnectionStatusBanner() {
  const status = useConnectionStatus();
  return <ConnectionBanner status={status} onRetry={reconnect} />;
}
