// Candidates and experts: the candidates (accounts with profile, CV and expert status) and the
// public directory's entries, each a live paged table with search and filters. A row opens the
// candidate, where the admin publishes, edits or unpublishes the expert entry.
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PERSON_STATUSES } from '../../../api/people/schema';
import { AdminPage } from '../../components/page/admin-page';
import { ListWithFilters } from '../../components/page/list-with-filters';
import { foundText, WORDS } from '../../components/page/words';
import { pageFilters, type PeopleQuery, usePeopleQuery } from './people-query';
import { CandidatesTable, EntriesTable } from './people-tables';

const NOUNS = { candidates: { one: 'candidate', many: 'candidates' }, entries: { one: 'expert entry', many: 'expert entries' } } as const;

export default function AdminPeopleScreen() {
  const [query, setQuery] = usePeopleQuery();
  const [text, setText] = useState(query.text);
  const [count, setCount] = useState<number | null>(null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ text });
  };
  const select = (key: keyof PeopleQuery) => (event: React.ChangeEvent<HTMLSelectElement>) => setQuery({ [key]: event.target.value || undefined });

  const filters = (
    <Form role="search" aria-label="Search people" onSubmit={search}>
      <Form.Group className="mb-3" controlId="admin-people-view">
        <Form.Label>Show</Form.Label>
        <Form.Select value={query.view} onChange={(event) => setQuery({ view: event.target.value as PeopleQuery['view'], cv: undefined, entry: undefined, status: undefined })}>
          <option value="candidates">Candidates</option>
          <option value="entries">Expert entries</option>
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="admin-people-text">
        <Form.Label>{query.view === 'candidates' ? 'Name or e-mail' : 'Name, headline or URL name'}</Form.Label>
        <div className="d-flex gap-2">
          <Form.Control type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
          <Button type="submit" variant="outline-primary">
            Search
          </Button>
        </div>
      </Form.Group>
      {query.view === 'candidates' ? (
        <>
          <Form.Group className="mb-3" controlId="admin-people-cv">
            <Form.Label>CV</Form.Label>
            <Form.Select value={query.cv ?? ''} onChange={select('cv')}>
              <option value="">With or without</option>
              <option value="with-cv">With a CV</option>
              <option value="without-cv">Without a CV</option>
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="admin-people-entry">
            <Form.Label>Expert entry</Form.Label>
            <Form.Select value={query.entry ?? ''} onChange={select('entry')}>
              <option value="">Any</option>
              <option value="none">No entry</option>
              {PERSON_STATUSES.map((status) => (
                <option key={status.value} value={status.value}>
                  {status.label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </>
      ) : (
        <Form.Group className="mb-3" controlId="admin-people-status">
          <Form.Label>Status</Form.Label>
          <Form.Select value={query.status ?? ''} onChange={select('status')}>
            <option value="">All statuses</option>
            {PERSON_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <Button
        variant="link"
        className="px-0"
        onClick={() => {
          setText('');
          setQuery({ view: query.view, text: '', cv: undefined, entry: undefined, status: undefined });
        }}
      >
        {WORDS.resetFilters}
      </Button>
    </Form>
  );

  const tableProps = { filters: pageFilters(query), page: query.page, onPage: (page: number) => setQuery({ page }), onCount: setCount };
  return (
    <AdminPage section="people" title="Candidates and experts" lead="Candidates with their profile and CV; publish them as anonymised expert entries.">
      <ListWithFilters
        filters={filters}
        filtered={Boolean(query.text || query.cv || query.entry || query.status)}
        status={count === null ? WORDS.loading : foundText(count, NOUNS[query.view])}
      >
        {query.view === 'candidates' ? <CandidatesTable key="candidates" {...tableProps} /> : <EntriesTable key="entries" {...tableProps} />}
      </ListWithFilters>
    </AdminPage>
  );
}
