// A live count of the caller's own documents for the header (documents awaiting agreement,
// unread notifications): one record in the client's `counts` collection under a fixed id, added
// once and changed whenever a document enters or leaves the selector, so it follows a change
// made in any tab or by anyone else at once. The selector is the caller's own (their user id),
// so the observer holds only their matching ids.
import type { Subscription } from 'meteor/ddp-server';
import type { Mongo } from 'meteor/mongo';
import { COUNTS_COLLECTION } from './live-counts';
import { publishOwn } from './publish-own';

type Counted = { _id: string };

export function publishOwnCount<const TName extends string, TDoc extends Counted>(
  name: TName,
  countId: string,
  collection: Mongo.Collection<TDoc>,
  selectorFor: (userId: string) => Record<string, unknown>,
) {
  return publishOwn(name, async function ownCount(this: Subscription, userId: string) {
    let count = 0;
    let initializing = true;
    const update = (delta: number) => {
      count += delta;
      if (!initializing) this.changed(COUNTS_COLLECTION, countId, { count });
    };
    const handle = await (collection as unknown as Mongo.Collection<Counted>).find(selectorFor(userId), { fields: { _id: 1 } }).observeChangesAsync({
      added: () => update(1),
      removed: () => update(-1),
    });
    initializing = false;
    this.added(COUNTS_COLLECTION, countId, { count });
    this.ready();
    this.onStop(() => handle.stop());
  });
}
