// The address that opens a saved search's list with its filters, as the list itself writes them
// into the address (the project list's or the directory's codec): My Profile's links, the alerts'
// links and the mails' buttons. Pure, shared by the browser and the server.
import type { PeopleFilters } from '../people/filters';
import type { ProjectFilters } from '../projects/filters';
import { PAGE_SIZE } from '../common/search';
import { paths } from '../../ui/app/paths';
import { queryFromFilters } from '../../ui/screens/experts/expert-query';
import { writeListQuery } from '../../ui/screens/projects/filters-query';
import type { SavedSearchList } from './schema';

function withQuery(href: string, query: URLSearchParams): string {
  const written = query.toString();
  return written ? `${href}?${written}` : href;
}

export function savedSearchHref(list: SavedSearchList, filters: Record<string, unknown>): string {
  if (list === 'experts') return withQuery(paths.experts.href(), queryFromFilters(filters as PeopleFilters));
  return withQuery(paths.projects.href(), writeListQuery({ filters: filters as ProjectFilters, limit: PAGE_SIZE }));
}
