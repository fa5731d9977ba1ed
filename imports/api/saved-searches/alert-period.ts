// When a daily or weekly alert is due, in the person's own time zone: from ALERT_HOUR in the
// morning, at most once per local day (daily) or per local week starting Monday (weekly). An
// instant search is always due: it mails once per matching pass.
import type { AlertFrequency } from './schema';

/** The local hour from which daily and weekly alerts go out. */
export const ALERT_HOUR = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

interface LocalTime {
  /** Days since 1970-01-01 of the local calendar date. */
  day: number;
  hour: number;
  /** 0 Monday … 6 Sunday. */
  weekday: number;
}

function localTime(at: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const day = Math.floor(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / DAY_MS);
  // 1970-01-01 was a Thursday (3 counting from Monday).
  return { day, hour: Number(parts.hour), weekday: (day + 3) % 7 };
}

/** The period an instant falls in: its local day, or the local day of its week's Monday. */
function periodOf(local: LocalTime, frequency: AlertFrequency): number {
  return frequency === 'weekly' ? local.day - local.weekday : local.day;
}

export function alertDue(frequency: AlertFrequency, timeZone: string, lastAlertAt: Date | undefined, now: Date): boolean {
  if (frequency === 'instant') return true;
  const local = localTime(now, timeZone);
  if (local.hour < ALERT_HOUR) return false;
  if (!lastAlertAt) return true;
  return periodOf(local, frequency) > periodOf(localTime(lastAlertAt, timeZone), frequency);
}
