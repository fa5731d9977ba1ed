// Which request status changes are allowed, and who may make them. Admins work a request
// (new → in progress), close it, and may reopen a closed one when the customer comes back;
// the customer who sent it may only close (cancel) it while it is open.
import type { RequestStatus } from './schema';

export type RequestActor = 'customer' | 'admin';

export const REQUEST_TRANSITIONS: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = {
  new: ['in-progress', 'closed'],
  'in-progress': ['closed'],
  closed: ['in-progress'],
};

/** The statuses `actor` may move a request to from `from`. */
export function nextRequestStatuses(from: RequestStatus, actor: RequestActor): RequestStatus[] {
  // A status read from the database or a request may be anything: unknown ones allow nothing.
  const allowed = Object.hasOwn(REQUEST_TRANSITIONS, from) ? REQUEST_TRANSITIONS[from] : [];
  if (actor === 'admin') return [...allowed];
  return from === 'closed' ? [] : allowed.filter((to) => to === 'closed');
}

export function canMoveRequest(from: RequestStatus, to: RequestStatus, actor: RequestActor): boolean {
  return nextRequestStatuses(from, actor).includes(to);
}

/** Whether the request still awaits the agency's work (shown as open to the customer). */
export function isOpenRequest(status: RequestStatus): boolean {
  return status !== 'closed';
}
