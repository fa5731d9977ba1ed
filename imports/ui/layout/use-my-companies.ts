// The companies the signed-in user belongs to (`companies.mine`, live) and the one they act for
// (`selectedAccountId`, or their only company when none is selected). The header's company
// switcher and the customer screens read it the same way.
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../lib/subscriptions';
import { Companies } from '../../api/companies/browser-collection';
import type { Company } from '../../api/companies/schema';
import { useCurrentAccount } from '../lib/account-context';

export interface MyCompanies {
  loading: boolean;
  companies: Company[];
  /** The company the user acts for, if any. */
  selected: Company | undefined;
}

export function useMyCompanies(): MyCompanies {
  const { user, userId } = useCurrentAccount();
  const isLoading = useSubscribe(userId ? 'companies.mine' : undefined);
  // Keyed by the user: after a switch of accounts the old user's companies must not linger.
  const companies = useFind(() => Companies.find(userId ? { 'members.userId': userId } : { _id: '' }, { sort: { name: 1 } }), [userId]);
  const selected = companies.find((company) => company._id === user?.selectedAccountId) ?? (companies.length === 1 ? companies[0] : undefined);
  return { loading: isLoading(), companies, selected };
}
