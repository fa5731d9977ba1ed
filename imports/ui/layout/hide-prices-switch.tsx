// Hide Prices, for users who are both candidate and customer: lets them show the site to others
// without revealing rates. The switch follows the click at once and falls back if the call fails;
// the failure is only logged (spec §7).
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useCurrentAccount } from '../lib/account-context';
import { METHODS } from '../lib/method-names';

export function HidePricesSwitch() {
  const { hidePrices, callMethod } = useCurrentAccount();
  const [pending, setPending] = useState<boolean | null>(null);
  const toggle = async (hide: boolean) => {
    setPending(hide);
    try {
      await callMethod(METHODS.hidePrices, hide);
    } catch (error) {
      console.error('Hide Prices could not be changed', error);
    } finally {
      setPending(null);
    }
  };
  return (
    <Form.Check
      type="switch"
      id="hide-prices"
      className="px-3 py-1 ms-2"
      label="Hide Prices"
      checked={pending ?? hidePrices}
      onChange={(event) => void toggle(event.target.checked)}
    />
  );
}
