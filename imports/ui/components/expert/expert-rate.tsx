// An expert's rate through <Price> (hidden while the user hides prices), or "on request".
import type { Rate } from '../../../api/common/lists/schema-parts';
import { labelOf } from '../../../api/common/lists/list-item';
import { RATE_UNITS } from '../../../api/common/lists/money';
import { useCurrentAccount } from '../../lib/account-context';
import { Price } from '../price';

export function ExpertRate({ rate }: { rate: Rate | undefined }) {
  const { hidePrices } = useCurrentAccount();
  if (hidePrices) return null;
  if (!rate) return <span>Rate on request</span>;
  return <Price amount={rate.amount} currency={rate.currency} unit={labelOf(RATE_UNITS, rate.unit)} decimals={0} />;
}
