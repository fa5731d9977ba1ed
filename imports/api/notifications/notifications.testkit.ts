// Test helpers for the events a method records: run an action over DDP, wait until the
// dispatcher has turned its events into notifications, and read who was told what.
import { expect } from 'vitest';
import type { AppFixture } from '../../../tests/helpers/app-fixture';
import { Notifications } from './collection';
import type { NotificationKind } from './kinds';
import type { Notification } from './schema';

export interface Heard<T> {
  result: T;
  /** The notifications of the kind the action caused, one per person told. */
  notifications: Notification[];
  /** The one `userId` got (fails when they got none or several). */
  of(userId: string | null): Notification;
  /** Whether `userId` got one. */
  told(userId: string | null): boolean;
}

/** Waits until every recorded event is dispatched. */
export async function eventsDispatched(app: AppFixture): Promise<void> {
  await app.app.notifications.dispatcher.idle();
}

/** Runs `action` and answers the notifications of `kind` its events made. */
export async function heardOf<T>(app: AppFixture, kind: NotificationKind, action: () => Promise<T>): Promise<Heard<T>> {
  const before = new Set((await Notifications.find({ kind }, { fields: { _id: 1 } }).fetchAsync()).map((item) => item._id));
  const result = await action();
  await eventsDispatched(app);
  const notifications = (await Notifications.find({ kind }).fetchAsync()).filter((item) => !before.has(item._id));
  const mine = (userId: string | null) => notifications.filter((item) => item.userId === userId);
  return {
    result,
    notifications,
    of(userId) {
      const found = mine(userId);
      expect(found, `${kind} for ${userId}`).toHaveLength(1);
      return found[0]!;
    },
    told: (userId) => mine(userId).length > 0,
  };
}

/** Expects that none of `userIds` (the actor, a stranger, another candidate…) was told. */
export function expectNotTold(heard: Heard<unknown>, userIds: Array<string | null>): void {
  for (const userId of userIds) expect(heard.told(userId), `${userId} was told`).toBe(false);
}
