import { describe, expect, it } from 'vitest';
import { dayText, dayTimeText, relativeTimeText } from './day-text';

describe('dayText', () => {
  it("writes every month as en-GB's short date style does, on the UTC day", () => {
    const reference = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 28]) {
        const date = new Date(Date.UTC(2026, month, day, 23, 59));
        expect(dayText(date)).toBe(reference.format(date));
      }
    }
  });

  it('takes the UTC day, not the local one', () => {
    expect(dayText(new Date('2026-03-01T00:30:00Z'))).toBe('1 Mar 2026');
    expect(dayText(new Date('2026-02-28T23:30:00Z'))).toBe('28 Feb 2026');
  });
});

describe('dayTimeText', () => {
  it('adds the UTC time to the same day', () => {
    expect(dayTimeText(new Date('2026-11-24T09:05:00Z'))).toBe('24 Nov 2026, 09:05 UTC');
    expect(dayTimeText(new Date('2026-02-28T23:30:59Z'))).toBe('28 Feb 2026, 23:30 UTC');
  });
});

describe('relativeTimeText', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => relativeTimeText(new Date(now.getTime() - ms), now);
  it('says how long ago, coarser with age, and the day past a week', () => {
    expect(ago(-5_000)).toBe('just now');
    expect(ago(59_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 min ago');
    expect(ago(59 * 60_000)).toBe('59 min ago');
    expect(ago(3 * 3_600_000 + 1)).toBe('3 h ago');
    expect(ago(25 * 3_600_000)).toBe('yesterday');
    expect(ago(6 * 86_400_000)).toBe('6 days ago');
    expect(ago(7 * 86_400_000)).toBe('3 Mar 2026');
  });
});
