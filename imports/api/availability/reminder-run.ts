// Schedules the reminder run (reminder.ts): a minute after start, then daily
// (AVAILABILITY_REMINDER_INTERVAL_MS sets another interval; the first run then comes after at
// most one interval). Never keeps the process alive; a failed run is logged and tried again.
import { Log } from 'meteor/logging';
import { remindUnconfirmedAvailability } from './reminder';

const DAY_MS = 24 * 60 * 60 * 1000;

function intervalMs(): number {
  const value = process.env.AVAILABILITY_REMINDER_INTERVAL_MS?.trim();
  return value ? Number(value) : DAY_MS;
}

export function scheduleAvailabilityReminders(log: (line: string) => void, firstDelayMs = Math.min(60_000, intervalMs())): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const runAndReschedule = () => {
    remindUnconfirmedAvailability()
      .then((sent) => {
        if (sent > 0) log(`Availability reminders: ${sent} sent`);
      })
      .catch((error: unknown) => Log.error('Availability reminder run failed; trying again on the next run', { err: error }))
      .finally(() => {
        timer = setTimeout(runAndReschedule, intervalMs());
        timer.unref();
      });
  };
  timer = setTimeout(runAndReschedule, firstDelayMs);
  timer.unref();
  return () => clearTimeout(timer);
}
