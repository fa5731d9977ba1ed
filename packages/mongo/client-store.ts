// The bridge from a DDP connection to a client collection (Meteor's store object for
// `registerStore`): wire ids are decoded with MongoID.idParse, a batch pauses the collection's
// observers so every live query re-runs once at the end, and a reset empties the collection
// inside the same batch. A repeated `added` replaces the document and a `changed` for an unknown
// id is ignored, where Meteor would throw: a misbehaving server should not break the client.
// `replace` (the server's version of a document a method stub wrote) swaps it in one step.
import { idParse } from '../ddp-common/mongo-id';
import type { DataMessage, Store } from '../ddp-client/types';
import type { LocalCollection } from './local-collection';

export function storeFor(collection: LocalCollection): Store {
  return {
    beginUpdate(_batchSize, reset) {
      collection.pauseObservers();
      if (reset) collection._removeAll();
    },
    update(message: DataMessage) {
      const id = String(idParse(message.id));
      if (message.msg === 'removed') collection._applyServerRemove(id);
      else if (message.msg === 'added') collection._applyServerFields(id, message.fields ?? {}, true);
      else if (collection._get(id)) collection._applyServerFields(id, message.fields ?? {}, false);
    },
    endUpdate() {
      collection.resumeObservers();
    },
    replace(id, document) {
      if (document) collection._applyServerFields(id, document, true);
      else collection._applyServerRemove(id);
    },
    saveOriginals: () => collection.saveOriginals(),
    retrieveOriginals: () => collection.retrieveOriginals(),
  };
}
