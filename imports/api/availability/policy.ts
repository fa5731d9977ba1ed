// What saving an availability stores, and how long the mailed link works. A save confirms too:
// the candidate just said what is true.
import { type Availability, type AvailabilityStatus, availabilityStatusOf } from '../common/lists/schema-parts';

export { isUnconfirmed, UNCONFIRMED_AFTER_MS } from './freshness';

/** How long the mailed "still true" link works. */
export const REMINDER_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** What a save stores: the stated fields, the status an older form left out, confirmed now. */
export function stampedAvailability(input: Availability, now: Date): Availability & { status: AvailabilityStatus; confirmedAt: Date } {
  return { ...input, status: availabilityStatusOf(input), confirmedAt: now };
}
