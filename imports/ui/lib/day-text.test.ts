import { describe, expect, it } from 'vitest';
import { dayText, dayTimeText } from './day-text';

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
