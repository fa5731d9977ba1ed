// An expert's rate through <Price> (hidden while the user hides prices), or "on request". Rates
// are for company accounts and admins (issue 18 §6): the server sends no rate to anyone else
// (an expert still gets their own), and where it would be they read who sees rates and how to
// become one.
import { Link, useLocation } from 'react-router';
import type { Rate } from '../../../api/common/lists/schema-parts';
import { paths } from '../../app/paths';
import { useListLabel } from '../../i18n/use-list-label';
import { useCurrentAccount } from '../../lib/account-context';
import { seesExpertRates } from '../../../api/common/permissions';
import { WORDS } from '../page/words';
import { Price } from '../price';

export function ExpertRate({ rate }: { rate: Rate | undefined }) {
  const { hidePrices, user } = useCurrentAccount();
  const listLabel = useListLabel();
  if (hidePrices) return null;
  if (rate) return <Price amount={rate.amount} currency={rate.currency} unit={listLabel('rateUnits', rate.unit)} decimals={0} />;
  if (seesExpertRates(user)) return <span>Rate on request</span>;
  return <RatesForCompaniesHint />;
}

/** "Rates are shown to company accounts.", with the ways there for a visitor. */
function RatesForCompaniesHint() {
  const { userId } = useCurrentAccount();
  const { pathname } = useLocation();
  return (
    <span className="small text-body-secondary" data-testid="rates-hint">
      {WORDS.ratesForCompanies}
      {!userId && (
        <>
          {' '}
          <Link to={paths.signUp.href()}>{WORDS.registerCompany}</Link> or{' '}
          <Link to={`${paths.signIn.href()}?${new URLSearchParams({ next: pathname }).toString()}`}>sign in</Link>.
        </>
      )}
    </span>
  );
}
