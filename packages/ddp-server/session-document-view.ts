// One document as one session sees it in Meteor's merge box (`SessionDocumentView`): which
// subscriptions currently publish it (`existsIn`) and, per top-level field, the values each of
// them published in precedence order. The client sees the first value of each list; later
// providers only become visible when the first one goes away. Merging is top-level only: a
// sub-document is one opaque value. Left out: nothing.
import { EJSON } from '../ejson/index';

export interface FieldProvider {
  subscriptionHandle: string;
  value: unknown;
}

/** Fields whose visible value changed; `undefined` means the field was cleared. */
export type ChangeCollector = Record<string, unknown>;

export class SessionDocumentView {
  readonly existsIn = new Set<string>();
  readonly dataByKey = new Map<string, FieldProvider[]>();

  /** The fields the client currently sees. */
  getFields(): Record<string, unknown> {
    const fields: Record<string, unknown> = {};
    for (const [key, providers] of this.dataByKey) fields[key] = providers[0]!.value;
    return fields;
  }

  /** Withdraws one subscription's value for `key`, recording what the client must be told. */
  clearField(subscriptionHandle: string, key: string, changeCollector: ChangeCollector): void {
    if (key === '_id') return;
    const providers = this.dataByKey.get(key);
    if (!providers) return;
    const index = providers.findIndex((p) => p.subscriptionHandle === subscriptionHandle);
    if (index === -1) return;
    const removed = providers[index]!;
    providers.splice(index, 1);
    if (providers.length === 0) {
      this.dataByKey.delete(key);
      changeCollector[key] = undefined;
    } else if (index === 0 && !EJSON.equals(removed.value, providers[0]!.value)) {
      // The next provider's value becomes visible.
      changeCollector[key] = providers[0]!.value;
    }
  }

  /** Records one subscription's value for `key`; only a visible change goes to the collector. */
  changeField(
    subscriptionHandle: string,
    key: string,
    value: unknown,
    changeCollector: ChangeCollector,
    isAdd: boolean,
  ): void {
    if (key === '_id') return;
    // Clone so later mutation of the publisher's object cannot change what we think was sent.
    const copy = EJSON.clone(value);
    const providers = this.dataByKey.get(key);
    if (!providers) {
      this.dataByKey.set(key, [{ subscriptionHandle, value: copy }]);
      changeCollector[key] = copy;
      return;
    }
    const own = isAdd ? undefined : providers.find((p) => p.subscriptionHandle === subscriptionHandle);
    if (own) {
      if (own === providers[0] && !EJSON.equals(copy, own.value)) changeCollector[key] = copy;
      own.value = copy;
    } else {
      providers.push({ subscriptionHandle, value: copy });
    }
  }
}
