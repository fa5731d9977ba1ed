// Our Experts: the published directory with its filters kept in the address (so a filtered list
// can be shared), the number found, "Load more", and a way forward when nothing matches. Laid out
// and worded by the page kit exactly like the project list; customers and admins save the
// filters as a search that alerts them of new experts, as anyone signed in does on the project list.
import { Suspense, useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { mayUser } from '../../../api/common/permissions';
import type { PeopleFilters } from '../../../api/people/filters';
import type { Person } from '../../../api/people/schema';
import { useOpenModal } from '../../modals/modal-context';
import { ListWithFilters } from '../../components/page/list-with-filters';
import { PageLayout } from '../../components/page/page-layout';
import { ListResults } from '../../components/list/list-results';
import { useListAddress } from '../../components/list/use-list-address';
import { EmptyState } from '../../components/page/view-states';
import { WORD_IDS } from '../../components/page/words';
import { useCurrentAccount } from '../../lib/account-context';
import { canSeeExpertRates } from '../../lib/account-types';
import { useRequestExpert } from '../../modals/use-request-expert';
import { ExpertCard } from './expert-card';
import { ExpertFilters } from './expert-filters';
import { expertName } from '../../components/expert/expert-facts';
import { andListIn } from '../../../i18n/and-list';
import { type ChosenExpert, RequestSelectionBar } from './request-selection-bar';
import { useFoundText } from '../../components/list/use-found-text';
import { filtersFromQuery, isFiltered, PAGE_SIZE, queryFromFilters } from './expert-query';
import { useExpertDirectory } from './use-expert-directory';
import { lazyComponent } from '../../lib/lazy-component';

/** Customers and admins only: its own chunk with the `app` messages, never loaded for visitors. */
const SaveSearch = lazyComponent('the save-search form', () => import('../../components/saved-searches/save-search'));

export default function ExpertsScreen() {
  const intl = useIntl();
  const { hidePrices, user } = useCurrentAccount();
  // No rate filter where no rate is shown (hidden prices, or not a company account).
  const noRates = hidePrices || !canSeeExpertRates(user);
  const { query: filters, change: changeQuery, reset } = useListAddress(filtersFromQuery, queryFromFilters, { hidePrices: noRates });
  const { loading, experts, total } = useExpertDirectory(filters);
  const requestExpert = useRequestExpert();
  // Experts chosen for one request; kept while filters change, so a search can add more.
  const [chosen, setChosen] = useState<ChosenExpert[]>([]);
  const choose = useCallback((person: Person, add: boolean) => {
    const others = (current: ChosenExpert[]) => current.filter((expert) => expert.peopleId !== person._id);
    setChosen((current) => (add ? [...others(current), { peopleId: person._id, name: expertName(person) }] : others(current)));
  }, []);
  // Once the request for them is sent, the choice is done.
  const sent = useOpenModal()?.key === 'request-sent';
  const [sentSeen, setSentSeen] = useState(sent);
  if (sent !== sentSeen) {
    setSentSeen(sent);
    if (sent) setChosen([]);
  }
  const requestChosen = () => requestExpert({ peopleIds: chosen.map((expert) => expert.peopleId), expertName: andListIn(intl, chosen.map((expert) => expert.name)) });
  // A new filter starts from the first page again.
  const change = (next: PeopleFilters) => changeQuery({ ...next, limit: undefined });
  const filtered = isFiltered(filters);
  const limit = filters.limit ?? PAGE_SIZE;
  const foundText = useFoundText('experts.found', 'experts.foundShowing');
  const describeNeed = (
    <Button onClick={() => requestExpert({})}>
      <FormattedMessage id="experts.describeNeed" />
    </Button>
  );
  const resetButton = (
    <Button variant="outline-primary" onClick={reset}>
      <FormattedMessage id={WORD_IDS.resetFilters} />
    </Button>
  );
  const empty = filtered ? (
    <EmptyState title={<FormattedMessage id="experts.noMatch" />} actions={<>{resetButton}{describeNeed}</>}>
      <FormattedMessage id="experts.noMatch.text" />
    </EmptyState>
  ) : (
    <EmptyState title={<FormattedMessage id="experts.empty.title" />} actions={describeNeed}>
      <FormattedMessage id="experts.empty.text" />
    </EmptyState>
  );
  return (
    <PageLayout title={<FormattedMessage id="experts.title" />} lead={<FormattedMessage id="experts.lead" />}>
      <ListWithFilters
        filters={
          <>
            <ExpertFilters filters={filters} onChange={change} filtered={filtered} onReset={reset} />
            {/* Those who may request experts (the 'people' rule) save expert searches. */}
            {mayUser(user, 'people') && (
              <Suspense fallback={null}>
                <SaveSearch list="experts" filters={filters} />
              </Suspense>
            )}
          </>
        }
        filtered={filtered}
        status={total !== null ? foundText(total, experts.length) : ''}
      >
        <ListResults
          loading={loading}
          items={experts}
          total={total}
          limit={limit}
          label={intl.formatMessage({ id: 'experts.list' })}
          loadingText={intl.formatMessage({ id: 'experts.loading' })}
          empty={empty}
          onLoadMore={() => changeQuery({ ...filters, limit: limit + PAGE_SIZE }, { replace: true })}
        >
          {(person) => <ExpertCard key={person._id} person={person} chosen={chosen.some((expert) => expert.peopleId === person._id)} onChoose={choose} />}
        </ListResults>
      </ListWithFilters>
      <RequestSelectionBar chosen={chosen} onRequest={requestChosen} onClear={() => setChosen([])} />
    </PageLayout>
  );
}
