// Dates in the back office in the admin's language: a day ("1 Mar 2026", "1. März 2026") and a
// moment with its UTC time. English keeps the app's own words (lib/day-text.ts) so it reads as
// on every other screen; the other languages take Intl's (the back office is never
// server-rendered, so Intl's locale data cannot upset a hydration).
import { useIntl } from 'react-intl';
import { dayText, dayTimeText } from '../../lib/day-text';

const DAY = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
const MOMENT = { ...DAY, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;

export interface AdminDates {
  day(date: Date): string;
  moment(date: Date): string;
}

export function useAdminDates(): AdminDates {
  const intl = useIntl();
  if (intl.locale === 'en') return { day: dayText, moment: dayTimeText };
  return { day: (date) => intl.formatDate(date, DAY), moment: (date) => intl.formatDate(date, MOMENT) };
}
