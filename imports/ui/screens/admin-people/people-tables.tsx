// The two views of the people back office, each a live page of its admin page publication shown
// by SearchFilterList: candidates (accounts with their CV and expert status) and expert entries
// (the public directory's entries in every status).
import { Meteor } from 'meteor/meteor';
import { useTracker } from 'meteor/react-meteor-data';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CV_OPTIONS, ENTRY_OPTIONS } from '../../../api/people/admin-list';
import { People } from '../../../api/people/browser-collection';
import { PERSON_STATUSES, type Person } from '../../../api/people/schema';
import type { User } from '../../../api/users/schema';
import { paths } from '../../app/paths';
import type { Column } from '../../components/page/data-table';
import { SearchFilterList } from '../../components/page/search-filter-list';
import { useAdminPage } from '../../components/page/use-admin-page';
import { type TableQuery, useClampedPage } from '../../components/page/use-table-query';
import { dayText } from '../../lib/day-text';
import { EntryStatusBadge } from './person-status';

export type PeopleQuery = TableQuery<'view' | 'q' | 'cv' | 'entry' | 'status'>;

interface PeopleTableProps {
  query: PeopleQuery;
  /** The choice of view, above the search box. */
  before: ReactNode;
}

/** What both views' lists share: the query, the view choice kept on "Reset filters". */
function listProps({ query, before }: PeopleTableProps) {
  return { query, searchLabel: 'Search people', before, keep: ['view'] };
}

function formatDate(date: Date | undefined): string {
  return date ? dayText(new Date(date)) : '—';
}

function CandidateEntry({ userId }: { userId: string }) {
  const status = useTracker(() => People.findOne({ sourceUserId: userId }, { fields: { status: 1 } })?.status, [userId]);
  return <EntryStatusBadge status={status} />;
}

const CANDIDATE_COLUMNS: Column<User>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (user) => <Link to={paths.adminPerson.href(user._id)}>{[user.profile?.name?.first, user.profile?.name?.last].filter(Boolean).join(' ') || '(no name)'}</Link>,
  },
  { key: 'email', header: 'E-mail', cell: (user) => user.emails?.[0]?.address ?? '—' },
  { key: 'cv', header: 'CV', cell: (user) => (user.candidateData?.cv ? 'Yes' : 'No') },
  { key: 'entry', header: 'Expert entry', cell: (user) => <CandidateEntry userId={user._id} /> },
  { key: 'created', header: 'Registered', cell: (user) => formatDate(user.createdAt) },
];

const ENTRY_COLUMNS: Column<Person>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (person) => <Link to={paths.adminPerson.href(person.sourceUserId ?? person._id)}>{`${person.firstName} ${person.lastInitial}.`}</Link>,
  },
  { key: 'headline', header: 'Headline', cell: (person) => person.headline },
  { key: 'status', header: 'Status', cell: (person) => <EntryStatusBadge status={person.status} /> },
  { key: 'account', header: 'Account', cell: (person) => (person.sourceUserId ? 'Candidate' : 'Agency record') },
  { key: 'published', header: 'Published', cell: (person) => formatDate(person.publishedAt) },
];

export function CandidatesTable(props: PeopleTableProps) {
  const { query } = props;
  const { q: text, cv, entry } = query.filters;
  const page = useAdminPage<User>('people.adminCandidatesPage', Meteor.users as never, { text, cv, entry }, query.page);
  useClampedPage(query.page, page.pageCount, page.total, query.setPage);
  // Admins are candidates too when they test the wizard; their own account stays out.
  const ownId = Meteor.userId();
  const rows = page.rows.filter((user) => user._id !== ownId);
  return (
    <SearchFilterList
      {...listProps(props)}
      textLabel="Name or e-mail"
      choices={[
        { name: 'cv', label: 'CV', allLabel: 'With or without', options: CV_OPTIONS },
        { name: 'entry', label: 'Expert entry', allLabel: 'Any', options: ENTRY_OPTIONS },
      ]}
      noun={{ one: 'candidate', many: 'candidates' }}
      list={{ ...page, rows }}
      caption="Candidates"
      empty="No candidates match these filters."
      columns={CANDIDATE_COLUMNS}
    />
  );
}

export function EntriesTable(props: PeopleTableProps) {
  const { query } = props;
  const { q: text, status } = query.filters;
  const page = useAdminPage<Person>('people.adminPage', People, { text, status }, query.page);
  useClampedPage(query.page, page.pageCount, page.total, query.setPage);
  return (
    <SearchFilterList
      {...listProps(props)}
      textLabel="Name, headline or URL name"
      choices={[{ name: 'status', label: 'Status', allLabel: 'All statuses', options: PERSON_STATUSES }]}
      noun={{ one: 'expert entry', many: 'expert entries' }}
      list={page}
      caption="Expert entries"
      empty="No expert entries match these filters."
      columns={ENTRY_COLUMNS}
    />
  );
}
