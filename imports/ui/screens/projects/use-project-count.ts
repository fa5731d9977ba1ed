// "N projects found": the live count of the open projects the list's filters match.
import type { ProjectFilters } from '../../../api/projects/filters';
import { COUNTS_COLLECTION } from '../../../api/common/live-counts';
import { pageSubscription } from '../../lib/page-subscription';
import { useLiveCount } from '../../lib/use-live-count';

export const COUNT_PROJECTS = 'projects.openCount';

/** The count's subscription (the server renders the count line from the same one). */
export function projectCountSubscription(filters: ProjectFilters) {
  return pageSubscription(COUNT_PROJECTS, COUNTS_COLLECTION, filters);
}

export function useProjectCount(filters: ProjectFilters): number | null {
  const { name, args } = projectCountSubscription(filters);
  return useLiveCount(name, ...args);
}
