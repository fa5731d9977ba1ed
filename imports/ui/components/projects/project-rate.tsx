// A project's rate: a range, 'from' or 'up to' an amount per hour, day or month, each amount a
// <Price>; 'on request' when the client keeps the budget private. Nothing while prices are hidden.
import { type RateRange } from '../../../api/common/lists/schema-parts';
import { useListLabel } from '../../i18n/use-list-label';
import { useCurrentAccount } from '../../lib/account-context';
import { Price } from '../price';

function Amount({ amount, currency }: { amount: number; currency: string | undefined }) {
  return <Price amount={amount} currency={currency} decimals={Number.isInteger(amount) ? 0 : 2} />;
}

/** Whether the rate is shown at all (Hide Prices is off). */
export function useRateVisible(): boolean {
  return !useCurrentAccount().hidePrices;
}

export function ProjectRate({ rate }: { rate: RateRange | undefined }) {
  const visible = useRateVisible();
  const listLabel = useListLabel();
  if (!visible) return null;
  const { min, max, currency, unit } = rate ?? { onRequest: true };
  if (!rate || rate.onRequest || (min === undefined && max === undefined)) return <span>on request</span>;
  const per = unit ? ` ${listLabel('rateUnits', unit)}` : '';
  if (min !== undefined && max !== undefined && min !== max) {
    return (
      <span>
        <Amount amount={min} currency={undefined} /> – <Amount amount={max} currency={currency} />
        {per}
      </span>
    );
  }
  if (min !== undefined && max !== undefined) {
    return (
      <span>
        <Amount amount={min} currency={currency} />
        {per}
      </span>
    );
  }
  return (
    <span>
      {min !== undefined ? 'from ' : 'up to '}
      <Amount amount={(min ?? max) as number} currency={currency} />
      {per}
    </span>
  );
}
