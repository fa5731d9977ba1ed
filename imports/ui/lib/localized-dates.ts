// Dates in the reader's language. English keeps the app's own wording (en-GB dates, day-text.ts's
// "1 Mar 2026, 14:05 UTC" and "5 min ago"), so English screens read as before; the other
// languages get Intl's formats of the same style.
import type { IntlShape } from 'react-intl';
import { dayTimeText, relativeTimeText } from './day-text';

const english = new Map<string, Intl.DateTimeFormat>();

/** A date (or a moment) with `options`: en-GB for English, Intl in the UI language otherwise. */
export function dateText(intl: IntlShape, date: Date, options: Intl.DateTimeFormatOptions): string {
  if (intl.locale !== 'en') return intl.formatDate(date, options);
  const key = JSON.stringify(options);
  let format = english.get(key);
  if (!format) english.set(key, (format = new Intl.DateTimeFormat('en-GB', options)));
  return format.format(date);
}

/** A moment with its time, in UTC (the back office and the feeds agree on the clock). */
export function momentText(intl: IntlShape, date: Date): string {
  if (intl.locale === 'en') return dayTimeText(date);
  return intl.formatDate(date, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, for a feed: "just now", "5 min ago", "yesterday", past a week the day itself. */
export function agoText(intl: IntlShape, date: Date, now: Date = new Date()): string {
  if (intl.locale === 'en') return relativeTimeText(date, now);
  const past = now.getTime() - date.getTime();
  if (past < MINUTE) return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
  if (past < HOUR) return intl.formatRelativeTime(-Math.floor(past / MINUTE), 'minute', { style: 'short' });
  if (past < DAY) return intl.formatRelativeTime(-Math.floor(past / HOUR), 'hour', { style: 'short' });
  if (past < 7 * DAY) return intl.formatRelativeTime(-Math.floor(past / DAY), 'day', { numeric: 'auto' });
  return intl.formatDate(date, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
