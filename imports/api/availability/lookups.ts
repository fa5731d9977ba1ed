// The selectors the reminder run and the "still true" link read accounts by, named so the query
// shapes test (common/query-shapes.test.ts) checks they translate exactly and reminder.ts and
// confirmation.ts issue the same ones. Both are served by indexes (reminder.ts
// ensureAvailabilityIndexes): the confirmation date, and the hashed token.
export function dueForReminderSelector(cutoff: Date): Record<string, unknown> {
  return { 'candidateData.availability.confirmedAt': { $lt: cutoff }, availabilityReminder: { $exists: false }, deletedAt: { $exists: false }, disabledAt: { $exists: false } };
}

export function reminderTokenSelector(hashedToken: string): Record<string, unknown> {
  return { 'availabilityReminder.hashedToken': hashedToken, deletedAt: { $exists: false } };
}

export const AVAILABILITY_LOOKUPS: Array<[string, Record<string, unknown>]> = [
  ['accounts due for an availability reminder', dueForReminderSelector(new Date(Date.UTC(2026, 0, 1)))],
  ['account of a reminder token', reminderTokenSelector('hash')],
];
