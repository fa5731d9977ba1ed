// One page of the admin projects table, live: the `projects.admin` subscription for the page and
// `projects.adminCount` for the pager, recounted whenever the page's rows change.
import { useFind, useSubscribe } from 'meteor/react-meteor-data';
import { type AdminProjectFilters, adminProjectFindOptions, adminProjectSelector } from '../../../api/projects/admin-list';
import { Projects } from '../../../api/projects/browser-collection';
import type { Project } from '../../../api/projects/schema';
import { useMethodValue } from '../../components/page/use-method-value';

export function useAdminProjects(filters: AdminProjectFilters) {
  const isLoading = useSubscribe('projects.admin', filters);
  const key = JSON.stringify(filters);
  const rows = useFind(() => {
    // The client holds just this page (skip is applied by the server), in the same order.
    const { sort, limit } = adminProjectFindOptions(filters);
    return Projects.find(adminProjectSelector(filters), { sort, limit });
  }, [key]) as Project[];
  const rowsKey = rows.map((row) => `${row._id}:${row.status}`).join(',');
  const { value: count, error } = useMethodValue('projects.adminCount', [{ status: filters.status, text: filters.text }], rowsKey);
  return { loading: isLoading(), rows, count, error };
}
