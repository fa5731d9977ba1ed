// Candidates and experts: the candidates (accounts with profile, CV and expert status) and the
// public directory's entries, each a live paged table with search and filters, the view and the
// query in the address (?view=entries&q=…&cv=…&entry=…&status=…&page=…). A row opens the
// candidate, where the admin publishes, edits or unpublishes the expert entry.
import { CV_FILTERS, ENTRY_FILTERS, PEOPLE_ADMIN_PAGE_SIZE } from '../../../api/people/admin-list';
import { PERSON_STATUSES } from '../../../api/people/schema';
import { AdminPage } from '../../components/page/admin-page';
import { ChoiceFilter } from '../../components/page/choice-filter';
import { SearchFilterList } from '../../components/page/search-filter-list';
import { useCountedPage } from '../../components/page/use-counted-page';
import { useTableQuery } from '../../components/page/use-table-query';
import { PEOPLE_VIEWS, type PeopleView } from './people-tables';

const QUERY = { view: ['entries'], q: 'text', cv: CV_FILTERS, entry: ENTRY_FILTERS, status: PERSON_STATUSES.map((status) => status.value) } as const;
const VIEW_OPTIONS = [
  { value: '', label: 'Candidates' },
  { value: 'entries', label: 'Expert entries' },
];

export default function AdminPeopleScreen() {
  const query = useTableQuery(QUERY);
  // Both views share one shape; the rows' type is the view's own.
  const view = PEOPLE_VIEWS[query.filters.view === 'entries' ? 'entries' : 'candidates'] as unknown as PeopleView<{ _id: string; status?: string }>;
  const { view: _view, q: text, ...choices } = query.filters;
  const asked = Object.fromEntries(view.choices.map((choice) => [choice.name, choices[choice.name as keyof typeof choices]]).filter(([, value]) => value));
  const countFilters = { ...(text ? { text } : {}), ...asked };
  const filters = { limit: PEOPLE_ADMIN_PAGE_SIZE, skip: (query.page - 1) * PEOPLE_ADMIN_PAGE_SIZE, ...countFilters };
  const list = useCountedPage({
    publication: view.publication,
    filters,
    find: () => view.find(filters),
    countMethod: view.countMethod,
    countFilters,
    countKey: view.countKey,
    page: query.page,
    pageSize: PEOPLE_ADMIN_PAGE_SIZE,
  });
  return (
    <AdminPage section="people" title="Candidates and experts" lead="Candidates with their profile and CV; publish them as anonymised expert entries.">
      <SearchFilterList
        query={query}
        searchLabel="Search people"
        before={
          <ChoiceFilter
            panel
            label="Show"
            value={query.filters.view ?? ''}
            options={VIEW_OPTIONS}
            allLabel={null}
            onChange={(value) => query.setFilters({ view: value, cv: undefined, entry: undefined, status: undefined })}
          />
        }
        keep={['view']}
        list={list}
        {...view}
      />
    </AdminPage>
  );
}
