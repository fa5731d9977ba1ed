// The two live tables of the people back office: candidates (accounts with their CV and expert
// status) and expert entries (the public directory's entries in every status), each one page of
// its publication, with the shared DataTable and Pager.
import { Meteor } from 'meteor/meteor';
import { useFind, useSubscribe } from 'meteor/react-meteor-data';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { CANDIDATE_SORT, ENTRY_SORT, PEOPLE_ADMIN_PAGE_SIZE } from '../../../api/people/admin-list';
import { People } from '../../../api/people/browser-collection';
import type { Person } from '../../../api/people/schema';
import type { User } from '../../../api/users/schema';
import { paths } from '../../app/paths';
import { type Column, DataTable } from '../../components/page/data-table';
import { Pager } from '../../components/page/pager';
import { useMethodValue } from '../../components/page/use-method-value';
import { ErrorState } from '../../components/page/view-states';
import { dayText } from '../../lib/day-text';
import { EntryStatusBadge } from './person-status';

function formatDate(date: Date | undefined): string {
  return date ? dayText(new Date(date)) : '—';
}

export interface TableProps {
  filters: Record<string, unknown>;
  page: number;
  onPage: (page: number) => void;
  onCount: (count: number | null) => void;
}

function withoutPaging(filters: Record<string, unknown>): Record<string, unknown> {
  const { limit: _limit, skip: _skip, ...query } = filters;
  return query;
}

function useCount(method: 'people.adminCandidatesCount' | 'people.adminCount', filters: Record<string, unknown>, rowsKey: string, onCount: (count: number | null) => void) {
  const result = useMethodValue(method, [withoutPaging(filters)], rowsKey);
  useEffect(() => onCount(result.value), [result.value, onCount]);
  return result;
}

export function CandidatesTable({ filters, page, onPage, onCount }: TableProps) {
  const isLoading = useSubscribe('people.adminCandidates', filters);
  const key = JSON.stringify(filters);
  const ownId = Meteor.userId();
  const users = useFind(
    () => Meteor.users.find({ _id: { $ne: ownId ?? '' }, roles: 'candidate' }, { sort: CANDIDATE_SORT, limit: PEOPLE_ADMIN_PAGE_SIZE }),
    [key, ownId],
  ) as unknown as User[];
  const entries = useFind(() => People.find({ sourceUserId: { $in: users.map((user) => user._id) } }), [users.map((user) => user._id).join()]);
  const entryOf = (userId: string) => entries.find((entry) => entry.sourceUserId === userId);
  const { value: count, error } = useCount('people.adminCandidatesCount', filters, users.map((user) => user._id).join() + entries.map((entry) => entry.status).join(), onCount);
  const columns: Column<User>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (user) => <Link to={paths.adminPerson.href(user._id)}>{[user.profile?.name?.first, user.profile?.name?.last].filter(Boolean).join(' ') || '(no name)'}</Link>,
    },
    { key: 'email', header: 'E-mail', cell: (user) => user.emails?.[0]?.address ?? '—' },
    { key: 'cv', header: 'CV', cell: (user) => (user.candidateData?.cv ? 'Yes' : 'No') },
    { key: 'entry', header: 'Expert entry', cell: (user) => <EntryStatusBadge status={entryOf(user._id)?.status} /> },
    { key: 'created', header: 'Registered', cell: (user) => formatDate(user.createdAt) },
  ];
  if (error) return <ErrorState title="The candidates could not be counted." reason={error.message} />;
  return (
    <>
      <DataTable caption="Candidates" columns={columns} rows={users} rowKey={(user) => user._id} loading={isLoading()} empty="No candidates match these filters." />
      <Pager page={page} pageCount={count === null ? page : Math.max(1, Math.ceil(count / PEOPLE_ADMIN_PAGE_SIZE))} onPage={onPage} />
    </>
  );
}

export function EntriesTable({ filters, page, onPage, onCount }: TableProps) {
  const isLoading = useSubscribe('people.admin', filters);
  const key = JSON.stringify(filters);
  const rows = useFind(() => People.find(filters.status ? { status: filters.status } : {}, { sort: ENTRY_SORT, limit: PEOPLE_ADMIN_PAGE_SIZE }), [key]) as Person[];
  const { value: count, error } = useCount('people.adminCount', filters, rows.map((row) => `${row._id}:${row.status}`).join(), onCount);
  const columns: Column<Person>[] = [
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
  if (error) return <ErrorState title="The expert entries could not be counted." reason={error.message} />;
  return (
    <>
      <DataTable caption="Expert entries" columns={columns} rows={rows} rowKey={(person) => person._id} loading={isLoading()} empty="No expert entries match these filters." />
      <Pager page={page} pageCount={count === null ? page : Math.max(1, Math.ceil(count / PEOPLE_ADMIN_PAGE_SIZE))} onPage={onPage} />
    </>
  );
}
