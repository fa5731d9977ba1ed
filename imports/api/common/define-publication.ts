// Declares a publication the way every publication in this app is written: name, argument schema,
// access, and a `cursors` function returning what the caller may see. Anonymous callers of a
// publication that needs a login get an empty, ready subscription (logging out re-runs every
// subscription, which must not turn into errors); a logged-in caller without the rule gets 403.
import type { PublishHandler } from 'meteor/ddp-server';
import { Meteor } from 'meteor/meteor';
import type SimpleSchema from 'simpl-schema';
import { type ActingUser, loadActingUser } from './acting-user';
import { type Access, checkAccess } from './define-method';
import { validateParams } from './validate-params';

export interface PublicationContext {
  userId: string | null;
  user: ActingUser | null;
}

export interface PublicationDefinition<TParams extends Record<string, unknown>> {
  name: string;
  params: SimpleSchema;
  access: Access;
  /** Returns a cursor, an array of cursors of distinct collections, or null for nothing. */
  cursors(params: TParams, context: PublicationContext): unknown;
}

export function definePublication<TParams extends Record<string, unknown>>(
  definition: PublicationDefinition<TParams>,
): PublicationDefinition<TParams> {
  return definition;
}

interface SubscriptionLike {
  userId: string | null;
  ready(): void;
}

export function registerPublications(definitions: ReadonlyArray<PublicationDefinition<never>>): void {
  for (const definition of definitions) {
    Meteor.publish(definition.name, async function publication(this: SubscriptionLike, ...args: unknown[]) {
      const params = validateParams(definition.params, args);
      const user = await loadActingUser(this.userId);
      if (definition.access !== 'public' && !user) {
        this.ready();
        return undefined;
      }
      checkAccess(definition.access, user);
      const result = await (definition.cursors as (p: Record<string, unknown>, c: PublicationContext) => unknown)(params, {
        userId: this.userId,
        user,
      });
      if (result === null || result === undefined) {
        this.ready();
        return undefined;
      }
      return result;
    } as PublishHandler);
  }
}
