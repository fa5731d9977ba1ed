// The two views of the people back office, declared for SearchFilterList: candidates (accounts
// with their CV and expert status) and expert entries (the public directory's entries in every
// status), each a live page of its publication with its count method, filters and columns.
import { Meteor } from 'meteor/meteor';
import type { Mongo } from 'meteor/mongo';
import { useTracker } from 'meteor/react-meteor-data';
import { Link } from 'react-router';
import { CANDIDATE_SORT, ENTRY_SORT, PEOPLE_ADMIN_PAGE_SIZE } from '../../../api/people/admin-list';
import { People } from '../../../api/people/browser-collection';
import { PERSON_STATUSES, type Person } from '../../../api/people/schema';
import type { User } from '../../../api/users/schema';
import { paths } from '../../app/paths';
import type { ChoiceFilterSpec } from '../../components/page/admin-table';
import type { Column } from '../../components/page/data-table';
import { dayText } from '../../lib/day-text';
import { EntryStatusBadge } from './person-status';

function formatDate(date: Date | undefined): string {
  return date ? dayText(new Date(date)) : '—';
}

function CandidateEntry({ userId }: { userId: string }) {
  const status = useTracker(() => People.findOne({ sourceUserId: userId }, { fields: { status: 1 } })?.status, [userId]);
  return <EntryStatusBadge status={status} />;
}

export interface PeopleView<Row extends { _id: string }> {
  publication: 'people.adminCandidates' | 'people.admin';
  countMethod: 'people.adminCandidatesCount' | 'people.adminCount';
  /** The page's rows as the client holds them (the publication sends just this page). */
  find(filters: Record<string, unknown>): Mongo.Cursor<Row>;
  countKey?(rows: Row[]): string;
  textLabel: string;
  choices: ChoiceFilterSpec[];
  noun: { one: string; many: string };
  caption: string;
  countError: string;
  empty: string;
  columns: Column<Row>[];
}

const candidates: PeopleView<User> = {
  publication: 'people.adminCandidates',
  countMethod: 'people.adminCandidatesCount',
  // Admins are candidates too when they test the wizard; their own account stays out.
  find: () => Meteor.users.find({ _id: { $ne: Meteor.userId() ?? '' }, roles: 'candidate' }, { sort: CANDIDATE_SORT, limit: PEOPLE_ADMIN_PAGE_SIZE }) as unknown as Mongo.Cursor<User>,
  // A candidate's entry published or unpublished changes the "Expert entry" filter's count.
  countKey: (rows) =>
    People.find({ sourceUserId: { $in: rows.map((user) => user._id) } })
      .map((entry) => entry.status)
      .join(),
  textLabel: 'Name or e-mail',
  choices: [
    { name: 'cv', label: 'CV', allLabel: 'With or without', options: [{ value: 'with-cv', label: 'With a CV' }, { value: 'without-cv', label: 'Without a CV' }] },
    { name: 'entry', label: 'Expert entry', allLabel: 'Any', options: [{ value: 'none', label: 'No entry' }, ...PERSON_STATUSES] },
  ],
  noun: { one: 'candidate', many: 'candidates' },
  caption: 'Candidates',
  countError: 'The candidates could not be counted.',
  empty: 'No candidates match these filters.',
  columns: [
    {
      key: 'name',
      header: 'Name',
      cell: (user) => <Link to={paths.adminPerson.href(user._id)}>{[user.profile?.name?.first, user.profile?.name?.last].filter(Boolean).join(' ') || '(no name)'}</Link>,
    },
    { key: 'email', header: 'E-mail', cell: (user) => user.emails?.[0]?.address ?? '—' },
    { key: 'cv', header: 'CV', cell: (user) => (user.candidateData?.cv ? 'Yes' : 'No') },
    { key: 'entry', header: 'Expert entry', cell: (user) => <CandidateEntry userId={user._id} /> },
    { key: 'created', header: 'Registered', cell: (user) => formatDate(user.createdAt) },
  ],
};

const entries: PeopleView<Person> = {
  publication: 'people.admin',
  countMethod: 'people.adminCount',
  find: (filters) => People.find(filters.status ? { status: filters.status } : {}, { sort: ENTRY_SORT, limit: PEOPLE_ADMIN_PAGE_SIZE }),
  textLabel: 'Name, headline or URL name',
  choices: [{ name: 'status', label: 'Status', allLabel: 'All statuses', options: PERSON_STATUSES }],
  noun: { one: 'expert entry', many: 'expert entries' },
  caption: 'Expert entries',
  countError: 'The expert entries could not be counted.',
  empty: 'No expert entries match these filters.',
  columns: [
    {
      key: 'name',
      header: 'Name',
      cell: (person) => <Link to={paths.adminPerson.href(person.sourceUserId ?? person._id)}>{`${person.firstName} ${person.lastInitial}.`}</Link>,
    },
    { key: 'headline', header: 'Headline', cell: (person) => person.headline },
    { key: 'status', header: 'Status', cell: (person) => <EntryStatusBadge status={person.status} /> },
    { key: 'account', header: 'Account', cell: (person) => (person.sourceUserId ? 'Candidate' : 'Agency record') },
    { key: 'published', header: 'Published', cell: (person) => formatDate(person.publishedAt) },
  ],
};

export const PEOPLE_VIEWS = { candidates, entries } as const;
