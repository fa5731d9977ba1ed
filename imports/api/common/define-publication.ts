// Declares a publication the way every publication in this app is written: name, argument schema,
// access, and a `cursors` function returning what the caller may see. Like a method's `run`,
// `cursors` takes the validated arguments as positional parameters in the schema's key order and
// the context as `this`, so its parameter list is the publication's typed signature (wire-api.ts).
// Anonymous callers of a publication that needs a login get an empty, ready subscription
// (logging out re-runs every subscription, which must not turn into errors); a logged-in caller
// without the rule gets 403. publishOwn (publish-own.ts) declares the few that publish by hand.
import type { PublishHandler, Subscription } from 'meteor/ddp-server';
import { Meteor } from 'meteor/meteor';
import type SimpleSchema from 'simpl-schema';
import { type ActingUser, loadActingUser } from './acting-user';
import { type Access, checkAccess, positionalCall } from './define-method';
import { idsRecord, ListedCursor, orderedIdsRecord, publishListPage } from './list-page-publication';
import { listPageKey } from './list-pages';
import { validateParams } from './validate-params';
import type { PublicationSignature } from './wire-types';

export interface PublicationContext {
  userId: string | null;
  user: ActingUser | null;
}

/** The documents a cursor, a listed cursor or an array of cursors publishes. */
export type PublishedDocument<TCursors> =
  TCursors extends ListedCursor<infer TDocument> ? TDocument : TCursors extends readonly (infer TCursor)[] ? CursorDocument<TCursor> : CursorDocument<TCursors>;
type CursorDocument<TCursor> = TCursor extends { fetchAsync(): Promise<Array<infer TDocument>> } ? TDocument : never;

interface PublicationBase<TName extends string, TArgs extends unknown[], TDocument> extends PublicationSignature<TName, TArgs, TDocument> {
  readonly params: SimpleSchema;
  readonly access: Access;
}

export interface CursorsPublication<TName extends string = string, TArgs extends unknown[] = never, TDocument = unknown>
  extends PublicationBase<TName, TArgs, TDocument> {
  /**
   * Returns a cursor, an array of cursors of distinct collections, a listed cursor (published
   * with its list record: list-page-publication.ts), or null for nothing.
   */
  cursors(this: PublicationContext, ...args: TArgs): unknown;
}

/** The caller's own data written against Meteor's subscription (`added`/`changed`/`ready`): see publishOwn. */
export interface HandWrittenPublication<TName extends string = string, TDocument = unknown> extends PublicationBase<TName, [], TDocument> {
  publish(this: Subscription, userId: string): Promise<void>;
}

export type Publication<TName extends string = string, TArgs extends unknown[] = never, TDocument = unknown> =
  | CursorsPublication<TName, TArgs, TDocument>
  | HandWrittenPublication<TName, TDocument>;

/** The name is kept as its literal type, the arguments as `cursors`' labelled parameters, the documents as its cursors'. */
export function definePublication<const TName extends string, TArgs extends unknown[], TCursors>(definition: {
  name: TName;
  params: SimpleSchema;
  access: Access;
  cursors(this: PublicationContext, ...args: TArgs): TCursors;
}): CursorsPublication<TName, TArgs, PublishedDocument<Awaited<TCursors>>> {
  return definition as CursorsPublication<TName, TArgs, PublishedDocument<Awaited<TCursors>>>;
}

interface SubscriptionLike extends Subscription {
  userId: string | null;
  ready(): void;
}

export function registerPublications(definitions: ReadonlyArray<Publication>): void {
  for (const definition of definitions) {
    const cursors = 'cursors' in definition ? (definition.cursors as (this: PublicationContext, ...args: unknown[]) => unknown) : null;
    const argumentsOf = positionalCall('Publication', definition.name, definition.params, cursors?.length ?? 0);
    Meteor.publish(definition.name, async function publication(this: SubscriptionLike, ...args: unknown[]) {
      const params = validateParams(definition.params, args);
      const user = await loadActingUser(this.userId);
      if (definition.access !== 'public' && !user) {
        this.ready();
        return undefined;
      }
      checkAccess(definition.access, user);
      if (!cursors) {
        // A hand-written publication is for the caller's own data: its access needs a login.
        await (definition as HandWrittenPublication).publish.call(this, (user as ActingUser)._id);
        return undefined;
      }
      const result = await cursors.apply({ userId: this.userId, user }, argumentsOf(params));
      if (result instanceof ListedCursor) {
        const record = result.query.order ? orderedIdsRecord(result.query.order) : idsRecord;
        await publishListPage(this, { ...result.query, key: listPageKey(definition.name, args), name: definition.name, ...record });
        this.ready();
        return undefined;
      }
      if (result === null || result === undefined) {
        this.ready();
        return undefined;
      }
      return result;
    } as PublishHandler);
  }
}
