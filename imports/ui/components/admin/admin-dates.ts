// Dates in the back office in the admin's language: a day ("1 Mar 2026", "1. März 2026") and a
// moment with its UTC time, as every other screen writes them (lib/day-text.ts).
import { useIntl } from 'react-intl';
import { dayText, dayTimeText } from '../../lib/day-text';

export interface AdminDates {
  day(date: Date): string;
  moment(date: Date): string;
}

export function useAdminDates(): AdminDates {
  const { locale } = useIntl();
  return { day: (date) => dayText(date, locale), moment: (date) => dayTimeText(date, locale) };
}
