// A publication of the caller's own data written against Meteor's subscription (a reactive join,
// a field computed while publishing: what definePublication's `cursors` cannot express), under
// the same contract as definePublication's: strict (empty) arguments, any logged-in user, an
// anonymous caller gets an empty ready subscription (logging out re-runs every subscription).
import type { Subscription } from 'meteor/ddp-server';
import type { HandWrittenPublication } from './define-publication';
import { createSchema } from './lists';

const noParams = createSchema({});

export function publishOwn<const TName extends string>(
  name: TName,
  publish: (this: Subscription, userId: string) => Promise<void>,
): HandWrittenPublication<TName> {
  return { name, params: noParams, access: 'user', publish };
}
