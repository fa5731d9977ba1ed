import { describe, expect, it } from 'vitest';
import { valuesOf } from '../common/lists';
import { REQUEST_STATUSES, type RequestStatus } from './schema';
import { REQUEST_TRANSITIONS, canMoveRequest, isOpenRequest, nextRequestStatuses } from './status';

describe('request status transitions', () => {
  it('covers every status of the schema, and only those', () => {
    expect(Object.keys(REQUEST_TRANSITIONS).sort()).toEqual(valuesOf(REQUEST_STATUSES).sort());
  });

  it('lets an admin take a new request into work and close it', () => {
    expect(canMoveRequest('new', 'in-progress', 'admin')).toBe(true);
    expect(canMoveRequest('in-progress', 'closed', 'admin')).toBe(true);
    expect(canMoveRequest('new', 'closed', 'admin')).toBe(true);
  });

  it('never sends a request back to "new" once someone has looked at it', () => {
    for (const from of ['in-progress', 'closed'] as const) expect(canMoveRequest(from, 'new', 'admin')).toBe(false);
  });

  it('lets an admin reopen a closed request', () => {
    expect(canMoveRequest('closed', 'in-progress', 'admin')).toBe(true);
  });

  it('lets the customer only cancel an open request', () => {
    expect(nextRequestStatuses('new', 'customer')).toEqual(['closed']);
    expect(nextRequestStatuses('in-progress', 'customer')).toEqual(['closed']);
    expect(nextRequestStatuses('closed', 'customer')).toEqual([]);
    expect(canMoveRequest('new', 'in-progress', 'customer')).toBe(false);
  });

  it('treats only closed requests as no longer open', () => {
    expect(isOpenRequest('new')).toBe(true);
    expect(isOpenRequest('in-progress')).toBe(true);
    expect(isOpenRequest('closed')).toBe(false);
  });

  it('allows nothing from a status it does not know', () => {
    expect(nextRequestStatuses('constructor' as RequestStatus, 'admin')).toEqual([]);
  });
});
