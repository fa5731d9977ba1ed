// "N projects found": the live count of the open projects the list's filters match.
import type { ProjectFilters } from '../../../api/projects/filters';
import { useLiveCount } from '../../lib/use-live-count';

export const COUNT_PROJECTS = 'projects.openCount';

export function useProjectCount(filters: ProjectFilters): number | null {
  return useLiveCount(COUNT_PROJECTS, filters);
}
