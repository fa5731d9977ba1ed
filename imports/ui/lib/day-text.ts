// Dates of the public pages ("1 Mar 2026", en-GB's short style, "Sept" included) written without
// Intl: the first Intl format of a page load loads locale data, ~25 ms of a phone-class CPU in
// the middle of hydration, and the server and the browser can disagree on ICU versions.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** 2026-03-01T00:00Z → '1 Mar 2026' (the UTC day: dates are stored as UTC days). */
export function dayText(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
