// One project by id (or URL name) from the live `projects.one` subscription. A key that can be
// neither is not looked up at all: the server would refuse it, and the page says "not found".
import { useFind, useSubscribe } from 'meteor/react-meteor-data';
import { ID_PATTERN, SLUG_PATTERN } from '../../../api/common/lists/patterns';
import { LENGTH } from '../../../api/common/lists/schema-fields';
import { Projects } from '../../../api/projects/browser-collection';
import type { Project } from '../../../api/projects/schema';

export function isProjectKey(key: string | undefined): key is string {
  return typeof key === 'string' && key.length <= LENGTH.title && (ID_PATTERN.test(key) || SLUG_PATTERN.test(key));
}

export function useProject(key: string | undefined): { loading: boolean; project: Project | undefined } {
  const valid = isProjectKey(key);
  const isLoading = useSubscribe(valid ? 'projects.one' : null, key);
  const found = useFind(() => (valid ? Projects.find({ $or: [{ _id: key }, { urlName: key }] }, { limit: 1 }) : null), [valid, key]);
  return { loading: isLoading(), project: found?.[0] };
}
