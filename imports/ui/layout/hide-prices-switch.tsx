// Hide Prices, for users who are both candidate and customer: lets them show the site to others
// without revealing rates. The switch follows the click at once and falls back if the call fails;
// the failure is only logged (spec §7).
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import { useCurrentAccount } from '../lib/account-context';

export function HidePricesSwitch() {
  const { hidePrices, callMethod } = useCurrentAccount();
  const [pending, setPending] = useState<boolean | null>(null);
  const toggle = async (hide: boolean) => {
    setPending(hide);
    try {
      await callMethod('users.hidePrices', hide);
    } catch (error) {
      console.error('Hide Prices could not be changed', error);
    } finally {
      setPending(null);
    }
  };
  // The menu's item padding goes on a wrapper: on the switch itself it replaced the room
  // Bootstrap leaves for the toggle, which then stuck out past the menu's left edge.
  return (
    <div className="px-3 py-1">
      <Form.Check type="switch" id="hide-prices" className="mb-0" label={<FormattedMessage id="account-menu.hidePrices" />} checked={pending ?? hidePrices} onChange={(event) => void toggle(event.target.checked)} />
    </div>
  );
}
