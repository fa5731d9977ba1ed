// Schedules the reminder run (reminder.ts): a few seconds after start, then daily. Never keeps
// the process alive; a failed run is logged and tried again the next day.
import { Log } from 'meteor/logging';
import { remindUnconfirmedAvailability } from './reminder';

const DAY_MS = 24 * 60 * 60 * 1000;

export function scheduleAvailabilityReminders(log: (line: string) => void, firstDelayMs = 60_000): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const runAndReschedule = () => {
    remindUnconfirmedAvailability()
      .then((sent) => {
        if (sent > 0) log(`Availability reminders: ${sent} sent`);
      })
      .catch((error: unknown) => Log.error('Availability reminder run failed; trying again on the next run', { err: error }))
      .finally(() => {
        timer = setTimeout(runAndReschedule, DAY_MS);
        timer.unref();
      });
  };
  timer = setTimeout(runAndReschedule, firstDelayMs);
  timer.unref();
  return () => clearTimeout(timer);
}
