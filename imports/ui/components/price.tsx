// A price in the product's money format in the UI's language, hidden while the user has Hide
// Prices on.
import { useIntl } from 'react-intl';
import { useCurrentAccount } from '../lib/account-context';
import { type NumberFormat, formatMoney } from '../lib/money';

export interface PriceProps extends NumberFormat {
  amount: number | null | undefined;
  currency?: string;
  /** E.g. '/ hour'. */
  unit?: string;
}

export function Price({ amount, currency, unit, ...format }: PriceProps) {
  const { hidePrices } = useCurrentAccount();
  const { locale } = useIntl();
  if (hidePrices || amount === null || amount === undefined) return null;
  return (
    <span className="text-nowrap">
      {formatMoney(amount, currency, { locale, ...format })}
      {unit && <> {unit}</>}
    </span>
  );
}
