// How long a stated availability counts as current. Type-only imports: the public expert cards
// load this, and it must not bring the schemas into their first-render bundle.
//
// Decision where the spec is silent: an availability without `confirmedAt` (written before the
// field existed and not migrated yet, or a fixture) shows no badge: nobody can say how old it
// is. The migration (migration.ts) gives every stored one the date its document last changed.
import type { Availability } from '../common/lists/schema-parts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** After this the availability is shown as unconfirmed and its candidate is reminded once. */
export const UNCONFIRMED_AFTER_MS = 30 * DAY_MS;

/** Whether the availability was last confirmed more than 30 days before `now`. */
export function isUnconfirmed(availability: Pick<Availability, 'confirmedAt'> | undefined, now: Date = new Date()): boolean {
  const confirmedAt = availability?.confirmedAt;
  return confirmedAt !== undefined && now.getTime() - new Date(confirmedAt).getTime() > UNCONFIRMED_AFTER_MS;
}
