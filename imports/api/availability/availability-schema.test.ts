// The availability's schema, old and new: a document from before status, blocked periods and
// confirmedAt still validates and reads with the status its workload implies; the new fields
// are checked (a status of the list, at most five blocked periods, each ending no earlier than it
// starts); the migration's backfill and the "unconfirmed" rule.
import { describe, expect, it } from 'vitest';
import { availabilitySchema, availabilityStatusOf, MAX_BLOCKED_PERIODS } from '../common/lists/schema-parts';
import { invalidKeys } from '../common/lists/schema-contract.testkit';
import { isUnconfirmed, UNCONFIRMED_AFTER_MS } from './freshness';
import { availabilityBackfill } from './migration';
import { stampedAvailability } from './policy';

const from = new Date('2026-02-01T00:00:00Z');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('availability schema', () => {
  it('accepts a document written before the new fields and derives its status', () => {
    expect(invalidKeys(availabilitySchema, { from, workloadPercent: 60 })).toEqual([]);
    expect(availabilityStatusOf({ workloadPercent: 100 })).toBe('available');
    expect(availabilityStatusOf({ workloadPercent: 60 })).toBe('partly');
    expect(availabilityStatusOf({ status: 'not', workloadPercent: 100 })).toBe('not');
  });

  it('accepts status, blocked periods and confirmedAt', () => {
    const full = { status: 'partly', from, workloadPercent: 60, blocked: [{ from: day('2026-04-01'), to: day('2026-04-14') }, { from: day('2026-05-01'), to: day('2026-05-01') }], confirmedAt: new Date() };
    expect(invalidKeys(availabilitySchema, full)).toEqual([]);
  });

  it('refuses an unknown status, an inverted or incomplete period, too many periods, and an operator', () => {
    expect(invalidKeys(availabilitySchema, { status: 'maybe', from, workloadPercent: 60 })).toContain('status');
    expect(invalidKeys(availabilitySchema, { from, workloadPercent: 60, blocked: [{ from: day('2026-04-14'), to: day('2026-04-01') }] })).toContain('blocked.0.to');
    expect(invalidKeys(availabilitySchema, { from, workloadPercent: 60, blocked: [{ from: day('2026-04-14') }] })).toContain('blocked.0.to');
    const many = Array.from({ length: MAX_BLOCKED_PERIODS + 1 }, () => ({ from, to: from }));
    expect(invalidKeys(availabilitySchema, { from, workloadPercent: 60, blocked: many })).toContain('blocked');
    expect(invalidKeys(availabilitySchema, { from, workloadPercent: 60, status: { $ne: 'x' } })).toContain('status');
  });
});

describe('stamping, backfill and freshness', () => {
  it('a save stores the derived status and confirms now, whatever confirmedAt the form sent', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(stampedAvailability({ from, workloadPercent: 100, confirmedAt: new Date(0) }, now)).toEqual({ status: 'available', from, workloadPercent: 100, confirmedAt: now });
    expect(stampedAvailability({ status: 'not', from, workloadPercent: 100 }, now).status).toBe('not');
  });

  it('the migration gives an old availability its status and the last change as confirmation, and leaves a complete one alone', () => {
    const statedAt = day('2026-06-01');
    expect(availabilityBackfill({ from, workloadPercent: 80 }, statedAt)).toEqual({ status: 'partly', confirmedAt: statedAt });
    expect(availabilityBackfill({ from, workloadPercent: 100, status: 'not' }, statedAt)).toEqual({ confirmedAt: statedAt });
    expect(availabilityBackfill({ from, workloadPercent: 100, status: 'available', confirmedAt: from }, statedAt)).toBeNull();
  });

  it('is unconfirmed only when confirmed more than 30 days ago; without a date nobody can say', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(isUnconfirmed({ confirmedAt: new Date(now.getTime() - UNCONFIRMED_AFTER_MS - 1) }, now)).toBe(true);
    expect(isUnconfirmed({ confirmedAt: new Date(now.getTime() - UNCONFIRMED_AFTER_MS) }, now)).toBe(false);
    expect(isUnconfirmed({}, now)).toBe(false);
    expect(isUnconfirmed(undefined, now)).toBe(false);
  });
});
