// A date in a style of the caller's choosing, in the reader's language: en-GB for English, so
// English screens read as before, Intl in the UI language otherwise. The app's fixed styles (a day,
// a moment with its time, how long ago) are day-text.ts's.
import type { IntlShape } from 'react-intl';

const english = new Map<string, Intl.DateTimeFormat>();

/** A date (or a moment) with `options`: en-GB for English, Intl in the UI language otherwise. */
export function dateText(intl: IntlShape, date: Date, options: Intl.DateTimeFormatOptions): string {
  if (intl.locale !== 'en') return intl.formatDate(date, options);
  const key = JSON.stringify(options);
  let format = english.get(key);
  if (!format) english.set(key, (format = new Intl.DateTimeFormat('en-GB', options)));
  return format.format(date);
}
