// An expert's rate through <Price> (hidden while the user hides prices), or "on request". Rates
// are for company accounts and admins (issue 18 §6): the server sends no rate to anyone else
// (an expert still gets their own), and where it would be they read who sees rates and how to
// become one.
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from '../../app/routing';
import type { Rate } from '../../../api/common/lists/schema-parts';
import { paths } from '../../app/paths';
import { useListLabel } from '../../i18n/use-list-label';
import { useCurrentAccount } from '../../lib/account-context';
import { seesExpertRates } from '../../../api/common/permissions';
import { Price } from '../price';

export function ExpertRate({ rate }: { rate: Rate | undefined }) {
  const { hidePrices, user } = useCurrentAccount();
  const listLabel = useListLabel();
  if (hidePrices) return null;
  if (rate) return <Price amount={rate.amount} currency={rate.currency} unit={listLabel('rateUnits', rate.unit)} decimals={0} />;
  if (seesExpertRates(user)) {
    return (
      <span>
        <FormattedMessage id="experts.rate.onRequest" />
      </span>
    );
  }
  return <RatesForCompaniesHint />;
}

/** "Rates are shown to company accounts.", with the ways there for a visitor. */
function RatesForCompaniesHint() {
  const { userId } = useCurrentAccount();
  const { pathname } = useLocation();
  const signIn = `${paths.signIn.href()}?${new URLSearchParams({ next: pathname }).toString()}`;
  return (
    <span className="small text-body-secondary" data-testid="rates-hint">
      {userId ? (
        <FormattedMessage id="experts.rate.forCompanies" />
      ) : (
        <FormattedMessage
          id="experts.rate.forCompaniesVisitor"
          values={{
            register: (chunks) => <Link to={paths.signUp.href()}>{chunks}</Link>,
            signIn: (chunks) => <Link to={signIn}>{chunks}</Link>,
          }}
        />
      )}
    </span>
  );
}
