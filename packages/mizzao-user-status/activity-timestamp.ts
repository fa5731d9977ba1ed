// The timestamp argument of `user-status-idle` / `user-status-active`: as in Meteor, null or
// undefined means "now" and otherwise a number (epoch ms, in server time: the client converts
// with TimeSync) or a Date. Beyond Meteor (which trusts any value), it must lie within a sane
// window of the server's clock, so a client cannot write a last activity in 1970 or 3000 onto
// its user: at most a minute ahead (clock-sync error) and at most a week back (a laptop that
// slept reports its last activity when it wakes).
import { MeteorError } from '../meteor/errors';

export const MAX_AHEAD_MS = 60_000;
export const MAX_BEHIND_MS = 7 * 24 * 60 * 60 * 1000;

export function activityDate(value: unknown, now: number): Date {
  if (value === null || value === undefined) return new Date(now);
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(time)) throw new MeteorError(400, 'Timestamp must be a number or a Date');
  if (time > now + MAX_AHEAD_MS) throw new MeteorError(400, 'Timestamp is ahead of the server time');
  if (time < now - MAX_BEHIND_MS) throw new MeteorError(400, 'Timestamp is too far in the past');
  return new Date(time);
}
