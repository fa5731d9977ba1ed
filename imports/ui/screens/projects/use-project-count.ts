// "N projects found": `projects.count` for the filters, asked again whenever they change. Null
// until the answer for the current filters arrives (or when counting fails). A server-rendered
// page brings the count for its filters, so the first render needs no call.
import { useEffect, useState } from 'react';
import type { ProjectFilters } from '../../../api/projects/filters';
import { useCurrentAccount } from '../../lib/account-context';
import { usePageData } from '../../lib/page-data';

export const COUNT_PROJECTS = 'projects.count';

export function useProjectCount(filters: ProjectFilters): number | null {
  const { callMethod } = useCurrentAccount();
  const key = JSON.stringify(filters);
  const rendered = usePageData<number>(COUNT_PROJECTS, [filters]);
  const [count, setCount] = useState<{ key: string; value: number } | null>(() => (rendered !== undefined ? { key, value: rendered } : null));
  const known = count?.key === key;
  useEffect(() => {
    if (known) return undefined;
    let current = true;
    callMethod<number>(COUNT_PROJECTS, JSON.parse(key) as ProjectFilters).then(
      (value) => {
        if (current && typeof value === 'number') setCount({ key, value });
      },
      (error: unknown) => console.error('Counting projects failed', error),
    );
    return () => {
      current = false;
    };
  }, [callMethod, key, known]);
  return count && count.key === key ? count.value : null;
}
