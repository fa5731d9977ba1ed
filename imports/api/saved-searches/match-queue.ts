// The durable queue of matching passes owed (server). A change that puts a document on a list
// (a project published, reopened or restored from the archive; an expert published from a
// candidate, people/logic.ts) records its pending match with
// `queueMatch(...)` in the SAME writeTogether group as the change, as notify() records an event:
// once the method has answered, the pass is owed even if the server dies before it runs. The
// worker (match-worker.ts) runs the pass and removes the record after the hits are recorded.
// `list` names which list the document is on: other kinds of saved search add theirs here.
import 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { createSchema, id, optionalId } from '../common/lists';

export const MATCH_LISTS = ['projects', 'experts'] as const;
export type MatchList = (typeof MATCH_LISTS)[number];

export interface PendingMatch {
  _id: string;
  list: MatchList;
  /** The document (a project, or an expert entry for 'experts') to test against every active saved search of its list. */
  docId: string;
  queuedAt: Date;
}

export const SavedSearchMatchQueue = new Mongo.Collection<PendingMatch>('savedSearchMatchQueue');
SavedSearchMatchQueue.attachSchema(
  createSchema({
    _id: optionalId(),
    list: { type: String, allowedValues: [...MATCH_LISTS] },
    docId: id(),
    queuedAt: Date,
  }),
);

/**
 * The write that owes a matching pass, for writeTogether next to the change that lists the
 * document: `writeTogether([() => Projects.updateAsync(...), queueMatch('projects', projectId)])`.
 * Each call is its own record (never an upsert): a record being processed while the same
 * document is listed again must not swallow the second pass.
 */
export function queueMatch(list: MatchList, docId: string): () => Promise<string> {
  return () => SavedSearchMatchQueue.insertAsync({ list, docId, queuedAt: new Date() });
}
