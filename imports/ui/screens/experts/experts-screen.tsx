// Our Experts: the published directory with its filters kept in the address (so a filtered list
// can be shared), the number found, "load more", and a way forward when nothing matches.
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useSearchParams } from 'react-router';
import type { PeopleFilters } from '../../../api/people/filters';
import { useOpenModal } from '../../modals/modal-context';
import { useRequestExpert } from '../../modals/use-request-expert';
import { ExpertCard } from './expert-card';
import { ExpertFilters } from './expert-filters';
import { expertName } from '../../components/expert/expert-facts';
import { type ChosenExpert, namesText, RequestSelectionBar } from './request-selection-bar';
import { filtersFromQuery, isFiltered, PAGE_SIZE, queryFromFilters } from './expert-query';
import { useExpertDirectory } from './use-expert-directory';

function countText(total: number | null, shown: number): string {
  if (total === null) return '';
  if (total === 0) return 'No experts found';
  const found = total === 1 ? '1 expert found' : `${total.toLocaleString('en')} experts found`;
  return shown < total ? `${found}, showing ${shown}` : found;
}

export default function ExpertsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromQuery(params), [params]);
  const { loading, experts, total } = useExpertDirectory(filters);
  const requestExpert = useRequestExpert();
  // Experts chosen for one request; kept while filters change, so a search can add more.
  const [chosen, setChosen] = useState<ChosenExpert[]>([]);
  const choose = (peopleId: string, name: string, add: boolean) =>
    setChosen((current) => (add ? [...current.filter((expert) => expert.peopleId !== peopleId), { peopleId, name }] : current.filter((expert) => expert.peopleId !== peopleId)));
  // Once the request for them is sent, the choice is done.
  const sent = useOpenModal()?.key === 'request-sent';
  const [sentSeen, setSentSeen] = useState(sent);
  if (sent !== sentSeen) {
    setSentSeen(sent);
    if (sent) setChosen([]);
  }
  const requestChosen = () => requestExpert({ peopleIds: chosen.map((expert) => expert.peopleId), expertName: namesText(chosen.map((expert) => expert.name)) });
  // A new filter starts from the first page again.
  const change = (next: PeopleFilters) => setParams(queryFromFilters({ ...next, limit: undefined }));
  const limit = filters.limit ?? PAGE_SIZE;
  const hasMore = experts.length >= limit && (total === null || total > experts.length);
  return (
    <Container className="py-4">
      <h1 className="h3 mb-2">Our Experts</h1>
      <p className="text-body-secondary">Vetted freelancers and specialists, ready for your project. Names are shortened until you work together.</p>
      <Row className="g-4">
        <Col lg={3}>
          <ExpertFilters filters={filters} onChange={change} />
        </Col>
        <Col lg={9}>
          <p role="status" className="small text-body-secondary">
            {loading && experts.length === 0 ? 'Loading experts…' : countText(total, experts.length)}
          </p>
          {experts.length > 0 && (
            <ul className="list-unstyled" aria-label="Experts">
              {experts.map((person) => (
                <ExpertCard
                  key={person._id}
                  person={person}
                  chosen={chosen.some((expert) => expert.peopleId === person._id)}
                  onChoose={(add) => choose(person._id, expertName(person), add)}
                />
              ))}
            </ul>
          )}
          {!loading && experts.length === 0 && (
            <div className="border rounded p-4 text-center">
              <p className="fw-semibold">{isFiltered(filters) ? 'No expert matches these filters.' : 'No experts are listed right now.'}</p>
              <p>Tell us whom you are looking for and we will find the right person for you.</p>
              <div className="d-flex flex-wrap gap-2 justify-content-center">
                {isFiltered(filters) && (
                  <Button variant="outline-primary" onClick={() => setParams(new URLSearchParams())}>
                    Clear filters
                  </Button>
                )}
                <Button onClick={() => requestExpert({})}>Describe your need</Button>
              </div>
            </div>
          )}
          {hasMore && (
            <div className="text-center">
              <Button variant="outline-primary" disabled={loading} onClick={() => setParams(queryFromFilters({ ...filters, limit: limit + PAGE_SIZE }), { replace: true, preventScrollReset: true })}>
                {loading ? 'Loading…' : 'Load more experts'}
              </Button>
            </div>
          )}
        </Col>
      </Row>
      <RequestSelectionBar chosen={chosen} onRequest={requestChosen} onClear={() => setChosen([])} />
    </Container>
  );
}
