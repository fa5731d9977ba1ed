// A publication of the caller's own data written with `Meteor.publish` (a reactive join, a field
// computed while publishing: what definePublication's `cursors` cannot express), under the same
// contract as definePublication's: strict (empty) arguments, any logged-in user, an anonymous
// caller gets an empty ready subscription (logging out re-runs every subscription).
import type { Subscription } from 'meteor/ddp-server';
import { Meteor } from 'meteor/meteor';
import { createSchema } from './lists';
import { validateParams } from './validate-params';

const noParams = createSchema({});

export function publishOwn(name: string, publish: (this: Subscription, userId: string) => Promise<void>): void {
  Meteor.publish(name, async function ownData(this: Subscription, ...args: unknown[]) {
    validateParams(noParams, args);
    if (!this.userId) {
      this.ready();
      return;
    }
    await publish.call(this, this.userId);
  });
}
