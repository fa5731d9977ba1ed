// A project's rate: a range, 'from' or 'up to' an amount per hour, day or month, each amount a
// <Price>; 'on request' when the client keeps the budget private. Nothing while prices are hidden.
import { FormattedMessage } from 'react-intl';
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
  if (!rate || rate.onRequest || (min === undefined && max === undefined)) {
    return (
      <span>
        <FormattedMessage id="projects.rate.onRequest" />
      </span>
    );
  }
  // The unit is the list's label ("per day"), after the amount.
  const unitText = unit ? ` ${listLabel('rateUnits', unit)}` : '';
  if (min !== undefined && max !== undefined && min !== max) {
    return (
      <span>
        <FormattedMessage id="projects.rate.range" values={{ min: <Amount amount={min} currency={undefined} />, max: <Amount amount={max} currency={currency} />, unit: unitText }} />
      </span>
    );
  }
  if (min !== undefined && max !== undefined) {
    return (
      <span>
        <Amount amount={min} currency={currency} />
        {unitText}
      </span>
    );
  }
  return (
    <span>
      <FormattedMessage id={min !== undefined ? 'projects.rate.from' : 'projects.rate.upTo'} values={{ amount: <Amount amount={(min ?? max) as number} currency={currency} />, unit: unitText }} />
    </span>
  );
}
