// When daily and weekly alerts are due, in the person's own zone: from 8 in the local morning,
// once per local day or per local week (Monday to Sunday); instant ones always.
import { describe, expect, it } from 'vitest';
import { alertDue } from './alert-period';

describe('alertDue', () => {
  it('waits for the local morning: 07:30 UTC is 08:30 in Prague but 02:30 in New York', () => {
    const now = new Date('2031-01-14T07:30:00Z');
    expect(alertDue('daily', 'Europe/Prague', undefined, now)).toBe(true);
    expect(alertDue('daily', 'America/New_York', undefined, now)).toBe(false);
    expect(alertDue('instant', 'America/New_York', new Date('2031-01-14T07:29:00Z'), now)).toBe(true);
  });

  it('sends once per local day: not again the same day, again the next morning', () => {
    const last = new Date('2031-01-14T07:30:00Z');
    expect(alertDue('daily', 'Europe/Prague', last, new Date('2031-01-14T22:00:00Z'))).toBe(false);
    // 23:30 UTC is already the next day in Prague, but before 8 there.
    expect(alertDue('daily', 'Europe/Prague', last, new Date('2031-01-14T23:30:00Z'))).toBe(false);
    expect(alertDue('daily', 'Europe/Prague', last, new Date('2031-01-15T07:00:00Z'))).toBe(true);
  });

  it('sends once per local week, which starts on Monday', () => {
    // Tuesday 14 January 2031; the next Monday is the 20th.
    const last = new Date('2031-01-14T09:00:00Z');
    expect(alertDue('weekly', 'Europe/Prague', last, new Date('2031-01-19T12:00:00Z'))).toBe(false);
    expect(alertDue('weekly', 'Europe/Prague', last, new Date('2031-01-20T06:00:00Z'))).toBe(false);
    expect(alertDue('weekly', 'Europe/Prague', last, new Date('2031-01-20T08:00:00Z'))).toBe(true);
  });
});
