// Permissions follow every change, live. A publication checks access when it starts; without
// this, a member removed from a company kept receiving its requests on an open subscription and
// an admin demoted to candidate kept the admin tables. So each logged-in connection watches its
// user's roles, their confirmed addresses (which company invitations are theirs), their company
// memberships and the account itself; when one changes, all of the
// connection's subscriptions re-run as that user (DdpServer.rerunSubscriptions), so each
// publication checks access again: one no longer allowed ends with its 403 and withdraws its
// documents, the others send only what changed. Logging out elsewhere logs the connection out
// already (accounts-base). Server-only; one process (several app instances need their storage's
// change stream to see each other's writes).
//
// The facts a candidate's fit is worked out from (matching/profile.ts) are watched the same way:
// the project list's "Best fit for you" order (projects/fit-order.ts) is the user's own data's
// result, so a profile save re-runs the connection's subscriptions and that list orders again.
// Saves are a person's pace, and a re-run sends only the differences.
import { Meteor } from 'meteor/meteor';
import { Companies } from '../companies/collection';
import { CANDIDATE_MATCH_FIELDS } from '../matching/profile';
import { Log } from 'meteor/logging';

/** Several writes of one change (a role removed, then the company left) cause one re-run. */
const RERUN_DELAY_MS = 25;

interface Watch {
  stop(): void;
}

const watches = new Map<string, Promise<Watch>>();

async function watchRights(connectionId: string, userId: string): Promise<Watch> {
  let watching = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rerun = () => {
    if (!watching) return; // the initial documents are not changes
    clearTimeout(timer);
    timer = setTimeout(() => {
      Meteor.server.rerunSubscriptions(connectionId).catch((error: unknown) => Log.error('Exception while re-running subscriptions', { err: error, sessionId: connectionId }));
    }, RERUN_DELAY_MS);
  };
  const handles = await Promise.all([
    Meteor.users.find({ _id: userId }, { fields: { roles: 1, emails: 1, ...CANDIDATE_MATCH_FIELDS } }).observeChangesAsync({ changed: rerun, removed: rerun }),
    // Joining or leaving only (the _id alone): other members' changes do not touch this user's rights.
    Companies.find({ 'members.userId': userId }, { fields: { _id: 1 } }).observeChangesAsync({ added: rerun, removed: rerun }),
  ]);
  watching = true;
  return {
    stop() {
      watching = false;
      clearTimeout(timer);
      for (const handle of handles) handle.stop();
    },
  };
}

function stopWatching(connectionId: string): void {
  const watch = watches.get(connectionId);
  watches.delete(connectionId);
  void watch?.then((started) => started.stop()).catch(() => undefined);
}

let following = false;

export function followRightsChanges(): void {
  if (following) return;
  following = true;
  Meteor.onConnection((connection) => connection.onClose(() => stopWatching(connection.id)));
  Meteor.server.onUserIdChange((connection, userId) => {
    stopWatching(connection.id);
    if (!userId) return;
    const watch = watchRights(connection.id, userId);
    watch.catch((error: unknown) => Log.error('Exception while watching a user’s rights', { err: error }));
    watches.set(connection.id, watch);
  });
}
