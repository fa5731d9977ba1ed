// Meteor's `_serverDocuments` / `_documentsWrittenByStub`: while a stub's write is outstanding,
// the server's data for that document is kept aside instead of overwriting the stub's version.
// When every method whose stub wrote the document is `updated`, the server's version (or its
// absence: the stub's write is reverted) replaces the local one in a single step, so a document
// the stub inserted with the same _id as the server's never shows up twice nor blinks out.
import type { Fields } from '../ddp-common/messages';
import { idParse } from '../ddp-common/mongo-id';
import type { DataMessage, Replacement, StubOriginals } from './types';

interface ServerDocument {
  /** The server's current version; undefined while the server has no such document. */
  document: Fields | undefined;
  writtenByStubs: Set<string>;
}

type Written = { collection: string; id: string };

export class StubWrites {
  private readonly serverDocuments = new Map<string, Map<string, ServerDocument>>();
  private readonly writtenByMethod = new Map<string, Written[]>();

  /** Records what the stub of `methodId` wrote (the originals: the versions before it). */
  store(methodId: string, originalsByCollection: ReadonlyMap<string, StubOriginals>): void {
    const written: Written[] = [];
    for (const [collection, originals] of originalsByCollection) {
      let documents = this.serverDocuments.get(collection);
      if (!documents) this.serverDocuments.set(collection, (documents = new Map()));
      for (const [id, original] of originals) {
        written.push({ collection, id });
        const known = documents.get(id);
        if (known) known.writtenByStubs.add(methodId);
        else documents.set(id, { document: original && withoutId(original), writtenByStubs: new Set([methodId]) });
      }
    }
    if (written.length > 0) this.writtenByMethod.set(methodId, written);
  }

  /** Keeps a data message aside when a stub's write to its document is outstanding. */
  capture(message: DataMessage): boolean {
    const serverDoc = this.serverDocuments.get(message.collection)?.get(String(idParse(message.id)));
    if (!serverDoc) return false;
    if (message.msg === 'removed') serverDoc.document = undefined;
    else if (message.msg === 'added') serverDoc.document = { ...message.fields };
    else if (serverDoc.document) {
      for (const [key, value] of Object.entries(message.fields ?? {})) {
        if (value === undefined) delete serverDoc.document[key];
        else serverDoc.document[key] = value;
      }
    }
    return true;
  }

  /** The method's `updated`: the documents no other stub still holds go back to the server's. */
  methodUpdated(methodId: string): Replacement[] {
    const replacements: Replacement[] = [];
    for (const { collection, id } of this.writtenByMethod.get(methodId) ?? []) {
      const documents = this.serverDocuments.get(collection);
      const serverDoc = documents?.get(id);
      if (!documents || !serverDoc) continue;
      serverDoc.writtenByStubs.delete(methodId);
      if (serverDoc.writtenByStubs.size > 0) continue;
      documents.delete(id);
      replacements.push({ collection, id, document: serverDoc.document });
    }
    this.writtenByMethod.delete(methodId);
    return replacements;
  }
}

function withoutId(doc: Fields): Fields {
  const { _id: _ignored, ...fields } = doc;
  return fields;
}
