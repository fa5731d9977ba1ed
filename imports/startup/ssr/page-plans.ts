// Which public page an address is, and the data its screen subscribes to: the same publication
// names and arguments the screen's hooks use, read from the address by the screens' own query
// readers (so the server renders exactly what the browser would ask for).
import { matchPath } from 'react-router';
import type { PagePlan } from './page-plan-types';
import { paths } from '../../ui/app/paths';
import { COUNTS_COLLECTION } from '../../api/common/live-counts';
import { filtersFromQuery } from '../../ui/screens/experts/expert-query';
import { readListQuery } from '../../ui/screens/projects/filters-query';
import { COUNT_PROJECTS } from '../../ui/screens/projects/use-project-count';
import { OPEN_PROJECTS, openProjectsArgs } from '../../ui/screens/projects/use-open-projects';
import { isProjectKey, ONE_PROJECT } from '../../ui/screens/project-detail/use-project';


function match(patterns: readonly string[], pathname: string): Record<string, string | undefined> | null {
  for (const pattern of patterns) {
    const found = matchPath({ path: pattern, end: true }, pathname);
    if (found) return found.params;
  }
  return null;
}

/**
 * The plan for a public page, or null for any other address (rendered in the browser only).
 * `hidePrices` is the hide_prices cookie's choice, which the screens read the address with too.
 */
export function planPage(url: URL, { hidePrices = false }: { hidePrices?: boolean } = {}): PagePlan | null {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (match(paths.projects.patterns, pathname)) {
    const { filters, limit } = readListQuery(url.searchParams, { hidePrices });
    return {
      page: { kind: 'projects' },
      needs: [
        { kind: 'publication', name: OPEN_PROJECTS, args: [openProjectsArgs(filters, limit)], collection: 'projects' },
        { kind: 'publication', name: COUNT_PROJECTS, args: [filters], collection: COUNTS_COLLECTION },
      ],
    };
  }
  const project = match(paths.project.patterns, pathname);
  if (project?.projectId !== undefined) {
    const key = project.projectId;
    return {
      page: { kind: 'project', key, urlName: project.urlName, longForm: pathname.startsWith('/engine/projects/') },
      needs: isProjectKey(key) ? [{ kind: 'publication', name: ONE_PROJECT, args: [key], collection: 'projects' }] : [],
    };
  }
  if (match(paths.experts.patterns, pathname)) {
    // Rendered as a visitor, who sees no expert's rate and so filters by none (issue 18 §6).
    const filters = filtersFromQuery(url.searchParams, { hidePrices: true });
    const { limit: _limit, sort: _sort, ...counted } = filters;
    return {
      page: { kind: 'experts' },
      needs: [
        { kind: 'publication', name: 'people.directory', args: [filters], collection: 'people' },
        { kind: 'publication', name: 'people.directoryCount', args: [counted], collection: COUNTS_COLLECTION },
      ],
    };
  }
  const expert = match(paths.expert.patterns, pathname);
  if (expert?.peopleId !== undefined) {
    return { page: { kind: 'expert', key: expert.peopleId, urlName: expert.urlName }, needs: [{ kind: 'publication', name: 'people.one', args: [expert.peopleId], collection: 'people' }] };
  }
  if (match(paths.privacyPolicy.patterns, pathname)) return { page: { kind: 'privacyPolicy' }, needs: [] };
  return null;
}

export type { DataNeed, PagePlan, PublicPage } from './page-plan-types';
