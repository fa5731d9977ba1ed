// The app's one way of writing a date ("1 Mar 2026", en-GB's short style, "Sept" included) and a
// moment with its time ("1 Mar 2026, 14:05 UTC"), the back office included. English is written
// without Intl: the first Intl format of a page load loads locale data, ~25 ms of a phone-class
// CPU in the middle of hydration, and the server and the browser can disagree on ICU versions.
// The other languages (pass the UI's, `useIntl().locale`) need Intl's month names and order.
import type { Locale } from '../../i18n/locales';
import { lazyDateFormat } from './date-format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

const utcDay = lazyDateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const utcMoment = lazyDateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC', timeZoneName: 'short' });

const isEnglish = (locale: Locale | string) => locale === 'en';

/** 2026-03-01T00:00Z → '1 Mar 2026' (the UTC day: dates are stored as UTC days). */
export function dayText(date: Date, locale: Locale | string = 'en'): string {
  if (!isEnglish(locale)) return utcDay.format(date, locale);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 2026-03-01T14:05Z → '1 Mar 2026, 14:05 UTC': a moment (a status change, an agreement), on the day dayText gives it. */
export function dayTimeText(date: Date, locale: Locale | string = 'en'): string {
  if (!isEnglish(locale)) return utcMoment.format(date, locale);
  return `${dayText(date)}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "vor 5 Min.", "gestern", "právě teď": Intl's short relative time in `locale`. */
function relativeIn(locale: string, value: number, unit: Intl.RelativeTimeFormatUnit): string {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
    relativeFormats.set(locale, format);
  }
  return format.format(value, unit);
}

/**
 * How long ago a moment was, for a feed (the notifications): 'just now', '5 min ago', '3 h ago',
 * '2 days ago', and past a week the day itself ('1 Mar 2026'). A moment ahead of `now` (clocks
 * a little apart) is 'just now'. Other languages say the same with Intl's words.
 */
export function relativeTimeText(date: Date, now: Date = new Date(), locale: Locale | string = 'en'): string {
  const past = now.getTime() - date.getTime();
  const english = isEnglish(locale);
  if (past < MINUTE) return english ? 'just now' : relativeIn(locale, 0, 'second');
  if (past < HOUR) return english ? `${Math.floor(past / MINUTE)} min ago` : relativeIn(locale, -Math.floor(past / MINUTE), 'minute');
  if (past < DAY) return english ? `${Math.floor(past / HOUR)} h ago` : relativeIn(locale, -Math.floor(past / HOUR), 'hour');
  if (past < 7 * DAY) {
    const days = Math.floor(past / DAY);
    if (!english) return relativeIn(locale, -days, 'day');
    return days === 1 ? 'yesterday' : `${days} days ago`;
  }
  return dayText(date, locale);
}
