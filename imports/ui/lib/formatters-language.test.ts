import { describe, expect, it } from 'vitest';
import { dayText, dayTimeText, relativeTimeText } from './day-text';
import { formatMoney } from './money';

describe('formatters in the UI language', () => {
  const day = new Date('2026-03-01T14:05:00Z');

  it('writes dates and moments with Intl in other languages, English unchanged', () => {
    expect(dayText(day, 'en')).toBe('1 Mar 2026');
    expect(dayText(day, 'de')).toBe(new Intl.DateTimeFormat('de', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(day));
    expect(dayTimeText(day, 'cs')).toContain('14:05');
    expect(dayTimeText(day, 'cs')).not.toContain('Mar');
  });

  it('says how long ago in the language', () => {
    const now = new Date(day.getTime() + 5 * 60_000);
    const german = new Intl.RelativeTimeFormat('de', { numeric: 'auto', style: 'short' });
    expect(relativeTimeText(day, now, 'de')).toBe(german.format(-5, 'minute'));
    expect(relativeTimeText(day, new Date(day.getTime() + 26 * 3600_000), 'cs')).toBe(new Intl.RelativeTimeFormat('cs', { numeric: 'auto', style: 'short' }).format(-1, 'day'));
    expect(relativeTimeText(day, now)).toBe('5 min ago');
  });

  it("writes money with the language's separators, the currency after it", () => {
    expect(formatMoney(1250, 'EUR')).toBe('1,250.00 EUR');
    const german = new Intl.NumberFormat('de', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1250);
    expect(formatMoney(1250, 'EUR', { locale: 'de' })).toBe(`${german} EUR`);
    expect(formatMoney(-0.001, 'EUR', { locale: 'cs' })).toBe(`${new Intl.NumberFormat('cs', { minimumFractionDigits: 2 }).format(0)} EUR`);
  });
});
