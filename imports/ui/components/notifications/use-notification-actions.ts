// Marking the signed-in user's notifications read, one (as it is opened) or all, with the outcome
// for the screen (useServerAction): the bell and the page read the same way.
import { useCallback } from 'react';
import { useCurrentAccount } from '../../lib/account-context';
import { useServerAction } from '../../lib/use-server-action';
import type { ShownNotification } from '../../../api/notifications/shown';

export function useNotificationActions() {
  const { callMethod } = useCurrentAccount();
  const action = useServerAction();
  const { run } = action;
  const markRead = useCallback(
    (notification: ShownNotification) => {
      if (!notification.readAt) void run(() => callMethod('notifications.markRead', notification._id));
    },
    [callMethod, run],
  );
  const markAllRead = useCallback(() => void run(() => callMethod('notifications.markAllRead')), [callMethod, run]);
  return { busy: action.busy, problem: action.problems[0] ?? null, markRead, markAllRead };
}
