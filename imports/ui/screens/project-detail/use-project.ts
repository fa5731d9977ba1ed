// One project by id (or URL name) from the live `projects.one` subscription. A key that can be
// neither is not looked up at all: the server would refuse it, and the page says "not found".
// A server-rendered page's project stands in until the subscription is first ready.
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import { ID_PATTERN, SLUG_PATTERN } from '../../../api/common/lists/patterns';
import { LENGTH } from '../../../api/common/lists/schema-fields';
import { Projects } from '../../../api/projects/browser-collection';
import type { Project } from '../../../api/projects/schema';
import { usePreloadedUntilReady } from '../../lib/page-data';
import { pageSubscription } from '../../lib/page-subscription';

export const ONE_PROJECT = 'projects.one';

export function isProjectKey(key: string | undefined): key is string {
  return typeof key === 'string' && key.length <= LENGTH.title && (ID_PATTERN.test(key) || SLUG_PATTERN.test(key));
}

/** The project's subscription, or null for a key that can be no project's (nothing is asked). */
export function projectSubscription(key: string | undefined) {
  return isProjectKey(key) ? pageSubscription(ONE_PROJECT, 'projects', key) : null;
}

export function useProject(key: string | undefined): { loading: boolean; project: Project | undefined } {
  const subscription = projectSubscription(key);
  const valid = subscription !== null;
  const isLoading = useSubscribe(subscription?.name ?? null, key ?? '');
  const found = useFind(() => (valid ? Projects.find({ $or: [{ _id: key }, { urlName: key }] }, { limit: 1 }) : null), [valid, key]);
  const { loading, value } = usePreloadedUntilReady<Project[] | null>(subscription?.name ?? null, [key], isLoading(), found);
  return { loading, project: value?.[0] };
}
