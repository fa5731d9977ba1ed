// The app's one way of writing a date ("1 Mar 2026", en-GB's short style, "Sept" included) and a
// moment with its time ("1 Mar 2026, 14:05 UTC"), the back office included. Written without
// Intl: the first Intl format of a page load loads locale data, ~25 ms of a phone-class CPU in
// the middle of hydration, and the server and the browser can disagree on ICU versions.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** 2026-03-01T00:00Z → '1 Mar 2026' (the UTC day: dates are stored as UTC days). */
export function dayText(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 2026-03-01T14:05Z → '1 Mar 2026, 14:05 UTC': a moment (a status change, an agreement), on the day dayText gives it. */
export function dayTimeText(date: Date): string {
  return `${dayText(date)}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a moment was, for a feed (the notifications): 'just now', '5 min ago', '3 h ago',
 * '2 days ago', and past a week the day itself ('1 Mar 2026'). A moment ahead of `now` (clocks
 * a little apart) is 'just now'.
 */
export function relativeTimeText(date: Date, now: Date = new Date()): string {
  const past = now.getTime() - date.getTime();
  if (past < MINUTE) return 'just now';
  if (past < HOUR) return `${Math.floor(past / MINUTE)} min ago`;
  if (past < DAY) return `${Math.floor(past / HOUR)} h ago`;
  if (past < 7 * DAY) return Math.floor(past / DAY) === 1 ? 'yesterday' : `${Math.floor(past / DAY)} days ago`;
  return dayText(date);
}
