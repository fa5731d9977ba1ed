import { describe, expect, it } from 'vitest';
import { valuesOf } from '../common/lists';
import { APPLICATION_STATUSES, type ApplicationStatus } from './schema';
import { APPLICATION_TRANSITIONS, canMoveApplication, isLiveApplication, nextApplicationStatuses } from './status';

describe('application status transitions', () => {
  it('covers every status of the schema, and only those', () => {
    expect(Object.keys(APPLICATION_TRANSITIONS).sort()).toEqual(valuesOf(APPLICATION_STATUSES).sort());
  });

  it('lets an admin walk the whole pipeline from submitted to accepted', () => {
    const path: ApplicationStatus[] = ['submitted', 'in-review', 'shortlisted', 'interview', 'offer', 'accepted'];
    for (let step = 1; step < path.length; step += 1) {
      expect(canMoveApplication(path[step - 1] as ApplicationStatus, path[step] as ApplicationStatus, 'admin')).toBe(true);
    }
  });

  it('lets an admin skip ahead but never move back', () => {
    expect(canMoveApplication('submitted', 'interview', 'admin')).toBe(true);
    expect(canMoveApplication('interview', 'shortlisted', 'admin')).toBe(false);
    expect(canMoveApplication('offer', 'submitted', 'admin')).toBe(false);
  });

  it('does not accept an application that never reached an offer', () => {
    expect(canMoveApplication('interview', 'accepted', 'admin')).toBe(false);
    expect(canMoveApplication('submitted', 'accepted', 'candidate')).toBe(false);
  });

  it('lets an admin reject at every live stage', () => {
    for (const from of ['submitted', 'in-review', 'shortlisted', 'interview', 'offer'] as const) {
      expect(canMoveApplication(from, 'rejected', 'admin')).toBe(true);
    }
  });

  it('lets the candidate withdraw at every live stage and accept an offer, nothing else', () => {
    expect(nextApplicationStatuses('submitted', 'candidate')).toEqual(['withdrawn']);
    expect(nextApplicationStatuses('interview', 'candidate')).toEqual(['withdrawn']);
    expect(nextApplicationStatuses('offer', 'candidate').sort()).toEqual(['accepted', 'withdrawn']);
    expect(canMoveApplication('submitted', 'shortlisted', 'candidate')).toBe(false);
  });

  it('keeps final statuses final', () => {
    for (const final of ['accepted', 'rejected', 'withdrawn'] as const) {
      expect(nextApplicationStatuses(final, 'admin')).toEqual([]);
      expect(isLiveApplication(final)).toBe(false);
    }
    expect(isLiveApplication('offer')).toBe(true);
  });

  it('allows nothing from a status it does not know', () => {
    expect(nextApplicationStatuses('hacked' as ApplicationStatus, 'admin')).toEqual([]);
    expect(nextApplicationStatuses('__proto__' as ApplicationStatus, 'admin')).toEqual([]);
  });
});
