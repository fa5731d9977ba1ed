// Declares a Meteor method the way every method in this app is written: a name, the argument
// schema (positional parameters in key order), the access it needs, and a thin `run` that calls
// logic. The runtime order is fixed here: validate arguments → load the acting user → check
// access → run. Nothing runs on bad input or without permission.
import type { MethodHandler } from 'meteor/ddp-server';
import { Meteor } from 'meteor/meteor';
import type SimpleSchema from 'simpl-schema';
import { type ActingUser, loadActingUser } from './acting-user';
import { mayUser, type Rule } from './permissions';
import { validateParams } from './validate-params';

/** 'public': anyone; 'user': any logged-in user; 'admin': admins; a Rule: users whose roles grant it. */
export type Access = 'public' | 'user' | 'admin' | Rule;

export interface MethodContext {
  userId: string | null;
  user: ActingUser | null;
  connection: { id: string; clientAddress: string | null; httpHeaders: Record<string, string> } | null;
  /** The raw invocation (setUserId, unblock) for the few methods that need it. */
  invocation: { setUserId(userId: string | null): Promise<void> | void; unblock(): void };
}

export interface MethodDefinition<TParams extends Record<string, unknown>, TResult> {
  name: string;
  params: SimpleSchema;
  access: Access;
  run(params: TParams, context: MethodContext): Promise<TResult> | TResult;
}

export function isAdmin(user: ActingUser | null): boolean {
  return Array.isArray(user?.roles) && (user.roles as string[]).includes('admin');
}

/** Throws the client-safe error for a caller who lacks `access`. */
export function checkAccess(access: Access, user: ActingUser | null): void {
  if (access === 'public') return;
  if (!user) throw new Meteor.Error(401, 'You must be logged in to do this');
  if (access === 'user') return;
  const allowed = access === 'admin' ? isAdmin(user) : mayUser(user, access);
  if (!allowed) throw new Meteor.Error(403, 'Access denied');
}

interface InvocationLike {
  userId: string | null;
  connection: MethodContext['connection'];
  setUserId(userId: string | null): Promise<void> | void;
  unblock(): void;
}

export function defineMethod<TParams extends Record<string, unknown>, TResult>(
  definition: MethodDefinition<TParams, TResult>,
): MethodDefinition<TParams, TResult> {
  return definition;
}

/** Registers methods with the server. Kept apart from defineMethod so client code can import definitions' types. */
export function registerMethods(definitions: ReadonlyArray<MethodDefinition<never, unknown>>): void {
  const handlers: Record<string, MethodHandler> = {};
  for (const definition of definitions) {
    handlers[definition.name] = async function handler(this: InvocationLike, ...args: unknown[]) {
      const params = validateParams(definition.params, args);
      const user = await loadActingUser(this.userId);
      checkAccess(definition.access, user);
      const context: MethodContext = {
        userId: this.userId,
        user,
        connection: this.connection,
        invocation: { setUserId: (id) => this.setUserId(id), unblock: () => this.unblock() },
      };
      return (definition.run as (p: Record<string, unknown>, c: MethodContext) => unknown)(params, context);
    };
  }
  Meteor.methods(handlers);
}
