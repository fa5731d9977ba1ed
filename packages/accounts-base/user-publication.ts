// Meteor's universal publication of the logged-in user's own document (accounts_server.js
// `_initServerPublications`), with this app's field list instead of Meteor's
// `{profile, username, emails}`: profile, emails, roles, createdAt, username,
// candidateData (the user's own wizard data), selectedAccountId and status. An allow-list, so `services` (password hash,
// token hashes) and any field added later never reach a client. It re-runs whenever the
// connection's user changes. Left out: autopublish of other users' fields.
import type { DdpServer } from '../ddp-server/ddp-server';
import { users } from './users-collection';

export const OWN_USER_FIELDS = {
  profile: 1,
  emails: 1,
  roles: 1,
  createdAt: 1,
  username: 1,
  // Whole, not just the photo: the merge box merges top-level fields only, so a partial
  // candidateData here would hide the full one other publications send to the same user.
  candidateData: 1,
  selectedAccountId: 1,
  status: 1,
} as const;

export function publishOwnUser(server: DdpServer): void {
  server.publish(null, function () {
    if (!this.userId) return null;
    return users.find({ _id: this.userId }, { fields: OWN_USER_FIELDS });
  });
}
