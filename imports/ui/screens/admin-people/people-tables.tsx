// The two views of the people back office, each a live page of its admin page publication shown
// by SearchFilterList: candidates (accounts with their CV and expert status) and expert entries
// (the public directory's entries in every status).
import 'meteor/accounts-base'; // defines Meteor.users, read below
import { Meteor } from 'meteor/meteor';
import { useTracker } from 'meteor/react-meteor-data';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import { CV_OPTIONS } from '../../../api/people/admin-list';
import { People } from '../../../api/people/browser-collection';
import type { Person } from '../../../api/people/schema';
import type { User } from '../../../api/users/schema';
import { paths } from '../../app/paths';
import { type AdminDates, useAdminDates } from '../../components/admin/admin-dates';
import { type TextOf, useText } from '../../components/admin/use-text';
import { expertName } from '../../components/expert/expert-facts';
import type { Column } from '../../components/page/data-table';
import { SearchFilterList } from '../../components/page/search-filter-list';
import { useAdminPage } from '../../components/page/use-admin-page';
import { type TableQuery, useClampedPage } from '../../components/page/use-table-query';
import { EntryStatusBadge } from './person-status';
import { useStatusOptions } from '../../components/page/status-kinds';

export type PeopleQuery = TableQuery<'view' | 'q' | 'cv' | 'entry' | 'status'>;

interface PeopleTableProps {
  query: PeopleQuery;
  /** The choice of view, above the search box. */
  before: ReactNode;
}

/** What both views' lists share: the query, the view choice kept on "Reset filters". */
function listProps({ query, before }: PeopleTableProps, text: TextOf) {
  return { query, searchLabel: text('admin-people.search'), before, keep: ['view'] };
}

function dateOf(dates: AdminDates, date: Date | undefined): string {
  return date ? dates.day(new Date(date)) : '—';
}

function CandidateEntry({ userId }: { userId: string }) {
  const status = useTracker(() => People.findOne({ sourceUserId: userId }, { fields: { status: 1 } })?.status, [userId]);
  return <EntryStatusBadge status={status} />;
}

function candidateColumns(text: TextOf, dates: AdminDates): Column<User>[] {
  return [
    {
      key: 'name',
      header: text('admin-people.name'),
      cell: (user) => (
        <Link to={paths.adminPerson.href(user._id)}>
          {[user.profile?.name?.first, user.profile?.name?.last].filter(Boolean).join(' ') || <FormattedMessage id="admin-people.noName" />}
        </Link>
      ),
    },
    { key: 'email', header: text('admin-people.email'), cell: (user) => user.emails?.[0]?.address ?? '—' },
    { key: 'cv', header: text('admin-people.cv'), cell: (user) => text(user.candidateData?.cv ? 'admin-people.yes' : 'admin-people.no') },
    { key: 'entry', header: text('admin-people.entry'), cell: (user) => <CandidateEntry userId={user._id} /> },
    { key: 'created', header: text('admin-people.registered'), cell: (user) => dateOf(dates, user.createdAt) },
  ];
}

function entryColumns(text: TextOf, dates: AdminDates): Column<Person>[] {
  return [
    {
      key: 'name',
      header: text('admin-people.name'),
      cell: (person) => <Link to={paths.adminPerson.href(person.sourceUserId ?? person._id)}>{expertName(person)}</Link>,
    },
    { key: 'headline', header: text('admin-people.headline'), cell: (person) => person.headline },
    { key: 'status', header: text('admin-people.status'), cell: (person) => <EntryStatusBadge status={person.status} /> },
    { key: 'account', header: text('admin-people.account'), cell: (person) => text(person.sourceUserId ? 'admin-people.candidate' : 'admin-people.agencyRecord') },
    { key: 'published', header: text('admin-people.published'), cell: (person) => dateOf(dates, person.publishedAt) },
  ];
}

export function CandidatesTable(props: PeopleTableProps) {
  const { query } = props;
  const text = useText();
  const dates = useAdminDates();
  const { q: search, cv, entry } = query.filters;
  const page = useAdminPage<User>('people.adminCandidatesPage', Meteor.users as never, { text: search, cv, entry }, query.page);
  useClampedPage(query.page, page.pageCount, page.total, query.setPage);
  // Admins are candidates too when they test the wizard; their own account stays out.
  const ownId = Meteor.userId();
  const rows = page.rows.filter((user) => user._id !== ownId);
  const cvOptions = CV_OPTIONS.map((item) => ({ value: item.value, label: text(item.value === 'with-cv' ? 'admin-people.cvWith' : 'admin-people.cvWithout') }));
  // "No entry" is the back office's own word; the statuses read as in the shared status list.
  const entryOptions = [{ value: 'none', label: text('admin-people.noEntry') }, ...useStatusOptions('person')];
  return (
    <SearchFilterList
      {...listProps(props, text)}
      textLabel={text('admin-people.candidates.searchText')}
      choices={[
        { name: 'cv', label: text('admin-people.cv'), allLabel: text('admin-people.cvAny'), options: cvOptions },
        { name: 'entry', label: text('admin-people.entry'), allLabel: text('admin-people.entryAny'), options: entryOptions },
      ]}
      found="admin-people.candidates.found"
      list={{ ...page, rows }}
      caption={text('admin-people.candidates')}
      empty={text('admin-people.candidates.empty')}
      columns={candidateColumns(text, dates)}
    />
  );
}

export function EntriesTable(props: PeopleTableProps) {
  const { query } = props;
  const text = useText();
  const dates = useAdminDates();
  const { q: search, status } = query.filters;
  const page = useAdminPage<Person>('people.adminPage', People, { text: search, status }, query.page);
  useClampedPage(query.page, page.pageCount, page.total, query.setPage);
  return (
    <SearchFilterList
      {...listProps(props, text)}
      textLabel={text('admin-people.entries.searchText')}
      choices={[{ name: 'status', label: text('admin-people.status'), allLabel: text('admin-people.allStatuses'), options: useStatusOptions('person') }]}
      found="admin-people.entries.found"
      list={page}
      caption={text('admin-people.entries')}
      empty={text('admin-people.entries.empty')}
      columns={entryColumns(text, dates)}
    />
  );
}
