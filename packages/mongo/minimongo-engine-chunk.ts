// Minimongo's mingo-backed engine (loaded by minimongo-engine.ts in a chunk of its own): matching
// with Minimongo's operator set, sorting and projecting with Meteor's conventions, and mingo's
// updater, which applies modifiers with MongoDB's update rules.
import { Query } from 'mingo/query';
import { update } from 'mingo/updater';
import { minimongoContext } from './local-collection-operators';
import type { Document, FieldSpecifier, SortSpecifier } from './types';

// One match-everything query serves sorting and projecting (it holds no per-call state).
const everything = new Query({}, { context: minimongoContext });

export const minimongoEngine = {
  matcher(selector: Record<string, unknown>): (doc: Document) => boolean {
    const query = new Query(selector, { context: minimongoContext });
    return (doc) => query.test(doc);
  },
  sort(docs: Document[], sort: SortSpecifier): Document[] {
    return everything.find(docs).sort(sort).all() as Document[];
  },
  project(doc: Document, projection: FieldSpecifier): Document {
    return everything.find([doc], projection as Record<string, 0 | 1>).all()[0] as Document;
  },
  update,
};

export type MinimongoEngine = typeof minimongoEngine;
