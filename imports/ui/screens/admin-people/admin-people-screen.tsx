// Candidates and experts: the candidates (accounts with profile, CV and expert status) and the
// public directory's entries, each a live paged table with search and filters (the admin page
// kit), the view and the query in the address (?view=entries&q=…&cv=…&entry=…&status=…&page=…).
// A row opens the candidate, where the admin publishes, edits or unpublishes the expert entry.
import { CV_OPTIONS, ENTRY_OPTIONS } from '../../../api/people/admin-list';
import { valuesOf } from '../../../api/common/lists';
import { PERSON_STATUSES } from '../../../api/people/schema';
import { useText } from '../../components/admin/use-text';
import { AdminPage } from '../../components/page/admin-page';
import { ChoiceFilter } from '../../components/page/choice-filter';
import { useTableQuery } from '../../components/page/use-table-query';
import { CandidatesTable, EntriesTable } from './people-tables';

const QUERY = { view: ['entries'], q: 'text', cv: valuesOf(CV_OPTIONS), entry: valuesOf(ENTRY_OPTIONS), status: valuesOf(PERSON_STATUSES) } as const;

export default function AdminPeopleScreen() {
  const query = useTableQuery(QUERY);
  const entries = query.filters.view === 'entries';
  const text = useText();
  const viewOptions = [
    { value: '', label: text('admin-people.candidates') },
    { value: 'entries', label: text('admin-people.entries') },
  ];
  const viewChoice = (
    <ChoiceFilter
      panel
      label={text('admin-people.show')}
      value={query.filters.view ?? ''}
      options={viewOptions}
      allLabel={null}
      onChange={(value) => query.setFilters({ view: value, cv: undefined, entry: undefined, status: undefined })}
    />
  );
  return (
    <AdminPage section="people" title={text('admin-people.title')} lead={text('admin-people.lead')}>
      {entries ? <EntriesTable query={query} before={viewChoice} /> : <CandidatesTable query={query} before={viewChoice} />}
    </AdminPage>
  );
}
