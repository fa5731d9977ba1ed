// A day (stored as a UTC day) in the UI language, for the public lists and pages: English keeps
// the product's own "1 Mar 2026" (day-text.ts, identical on server and browser), every other
// language its Intl short date ("1. März 2026" in German).
import type { IntlShape } from 'react-intl';
import { dayText } from '../../lib/day-text';

type Formatter = Pick<IntlShape, 'locale' | 'formatDate'>;

export function dayIn(intl: Formatter, date: Date): string {
  if (intl.locale === 'en') return dayText(date);
  return intl.formatDate(date, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
