// Our Experts: the published directory with its filters kept in the address (so a filtered list
// can be shared), the number found, "Load more", and a way forward when nothing matches. Laid out
// and worded by the page kit exactly like the project list.
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { PeopleFilters } from '../../../api/people/filters';
import type { Person } from '../../../api/people/schema';
import { useOpenModal } from '../../modals/modal-context';
import { ListWithFilters } from '../../components/page/list-with-filters';
import { PageLayout } from '../../components/page/page-layout';
import { ListResults } from '../../components/list/list-results';
import { useListAddress } from '../../components/list/use-list-address';
import { EmptyState } from '../../components/page/view-states';
import { foundText, noMatchText, WORDS } from '../../components/page/words';
import { useCurrentAccount } from '../../lib/account-context';
import { canSeeExpertRates } from '../../lib/account-types';
import { useRequestExpert } from '../../modals/use-request-expert';
import { ExpertCard } from './expert-card';
import { ExpertFilters } from './expert-filters';
import { expertName } from '../../components/expert/expert-facts';
import { type ChosenExpert, namesText, RequestSelectionBar } from './request-selection-bar';
import { filtersFromQuery, isFiltered, PAGE_SIZE, queryFromFilters } from './expert-query';
import { useExpertDirectory } from './use-expert-directory';

export const EXPERT_NOUN = { one: 'expert', many: 'experts' } as const;

export default function ExpertsScreen() {
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
  const requestChosen = () => requestExpert({ peopleIds: chosen.map((expert) => expert.peopleId), expertName: namesText(chosen.map((expert) => expert.name)) });
  // A new filter starts from the first page again.
  const change = (next: PeopleFilters) => changeQuery({ ...next, limit: undefined });
  const filtered = isFiltered(filters);
  const limit = filters.limit ?? PAGE_SIZE;
  const describeNeed = <Button onClick={() => requestExpert({})}>Describe your need</Button>;
  const empty = filtered ? (
    <EmptyState title={noMatchText(EXPERT_NOUN)} actions={<><Button variant="outline-primary" onClick={reset}>{WORDS.resetFilters}</Button>{describeNeed}</>}>
      {WORDS.filtersHint} Or tell us whom you are looking for and we will find the right person for you.
    </EmptyState>
  ) : (
    <EmptyState title="No experts are listed right now." actions={describeNeed}>
      Tell us whom you are looking for and we will find the right person for you.
    </EmptyState>
  );
  return (
    <PageLayout title="Our Experts" lead="Vetted freelancers and specialists, ready for your project. Names are shortened until you work together.">
      <ListWithFilters
        filters={<ExpertFilters filters={filters} onChange={change} filtered={filtered} onReset={reset} />}
        filtered={filtered}
        status={total !== null ? foundText(total, EXPERT_NOUN, experts.length) : ''}
      >
        <ListResults
          loading={loading}
          items={experts}
          total={total}
          limit={limit}
          label="Experts"
          loadingText="Loading experts…"
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
