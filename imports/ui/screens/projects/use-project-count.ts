// "N projects found": `projects.count` for the filters, asked again whenever they change. Null
// until the answer for the current filters arrives (or when counting fails).
import { useEffect, useState } from 'react';
import type { ProjectFilters } from '../../../api/projects/filters';
import { useCurrentAccount } from '../../lib/account-context';

export function useProjectCount(filters: ProjectFilters): number | null {
  const { callMethod } = useCurrentAccount();
  const [count, setCount] = useState<{ key: string; value: number } | null>(null);
  const key = JSON.stringify(filters);
  useEffect(() => {
    let current = true;
    callMethod<number>('projects.count', JSON.parse(key) as ProjectFilters).then(
      (value) => {
        if (current && typeof value === 'number') setCount({ key, value });
      },
      (error: unknown) => console.error('Counting projects failed', error),
    );
    return () => {
      current = false;
    };
  }, [callMethod, key]);
  return count && count.key === key ? count.value : null;
}
