// mizzao:user-status's rule for the `status` fields of a user document, from the user's open,
// logged-in connections: none → offline (`online: false`, `idle` and `lastActivity` unset); all
// idle → online and idle, `lastActivity` the latest of theirs; any active → online, not idle,
// `lastActivity` unset. (Meteor's code comment on `idle` says the opposite; the code, and this,
// mean idle = true when the user is away.) Pure: the tracker decides when to write.

/** What the server keeps about one DDP connection (Meteor: `UserStatus.connections`). */
export interface ConnectionStatus {
  /** The connection id. */
  _id: string;
  ipAddr: string | null;
  userAgent: string | null;
  userId?: string;
  loginTime?: Date;
  idle: boolean;
  /** Last activity the client reported, set while idle. */
  lastActivity?: Date;
}

export interface StatusModifier {
  $set: Record<string, unknown>;
  $unset?: Record<string, ''>;
}

export function statusModifier(connections: readonly ConnectionStatus[]): StatusModifier {
  if (connections.length === 0) {
    return { $set: { 'status.online': false }, $unset: { 'status.idle': '', 'status.lastActivity': '' } };
  }
  if (connections.every((c) => c.idle)) {
    const latest = Math.max(...connections.map((c) => c.lastActivity?.getTime() ?? 0));
    const $set: Record<string, unknown> = { 'status.online': true, 'status.idle': true };
    if (latest > 0) $set['status.lastActivity'] = new Date(latest);
    return latest > 0 ? { $set } : { $set, $unset: { 'status.lastActivity': '' } };
  }
  return { $set: { 'status.online': true, 'status.idle': false }, $unset: { 'status.lastActivity': '' } };
}
