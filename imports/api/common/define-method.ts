// Declares a Meteor method the way every method in this app is written: a name, the argument
// schema (positional parameters in key order), the access it needs, and a thin `run` that calls
// logic. `run` takes the validated arguments as positional parameters in the schema's key order
// and the call's context as `this` (Meteor's own shape), so its parameter list is the method's
// typed signature on the wire (wire-api.ts) and nothing is typed twice. The runtime order is
// fixed here: validate arguments → load the acting user → check access → run. Nothing runs on
// bad input or without permission. A replayed seed's duplicate id answers 409 (retried-insert.ts).
import type { MethodHandler } from 'meteor/ddp-server';
import { Meteor } from 'meteor/meteor';
import type SimpleSchema from 'simpl-schema';
import { type ActingUser, loadActingUser } from './acting-user';
import { mayUser, type Rule } from './permissions';
import { userError } from './user-error';
import { refusalOfReplayedSeed } from './retried-insert';
import { validateParams } from './validate-params';
import type { MethodSignature } from './wire-types';

/** 'public': anyone; 'user': any logged-in user; 'admin': admins; a Rule: users whose roles grant it. */
export type Access = 'public' | 'user' | 'admin' | Rule;

export interface MethodContext {
  userId: string | null;
  user: ActingUser | null;
  connection: { id: string; clientAddress: string | null; httpHeaders: Record<string, string> } | null;
  /** The raw invocation (setUserId, unblock) for the few methods that need it. */
  invocation: { setUserId(userId: string | null): Promise<void> | void; unblock(): void };
}

export interface MethodDefinition<TName extends string = string, TArgs extends unknown[] = never, TResult = unknown>
  extends MethodSignature<TName, TArgs, TResult> {
  readonly params: SimpleSchema;
  readonly access: Access;
  run(this: MethodContext, ...args: TArgs): Promise<TResult> | TResult;
}

export function isAdmin(user: ActingUser | null): boolean {
  return Array.isArray(user?.roles) && (user.roles as string[]).includes('admin');
}

/** Throws the client-safe error for a caller who lacks `access`. */
export function checkAccess(access: Access, user: ActingUser | null): void {
  if (access === 'public') return;
  if (!user) throw userError(401, 'errors.signInRequired');
  if (access === 'user') return;
  const allowed = access === 'admin' ? isAdmin(user) : mayUser(user, access);
  if (!allowed) throw userError(403, 'errors.accessDenied');
}

interface InvocationLike {
  userId: string | null;
  randomSeed?: string | null;
  connection: MethodContext['connection'];
  setUserId(userId: string | null): Promise<void> | void;
  unblock(): void;
}

/** The name is kept as its literal type, the arguments as `run`'s labelled parameters. */
export function defineMethod<const TName extends string, TArgs extends unknown[], TResult>(definition: {
  name: TName;
  params: SimpleSchema;
  access: Access;
  run(this: MethodContext, ...args: TArgs): Promise<TResult> | TResult;
}): MethodDefinition<TName, TArgs, Awaited<TResult>> {
  return definition as MethodDefinition<TName, TArgs, Awaited<TResult>>;
}

/**
 * The validated arguments in the schema's key order, for a `run` or `cursors` that takes them
 * as positional parameters. Refuses, when registering, a function that takes more parameters
 * than the schema has keys: those would never be validated.
 */
export function positionalCall(kind: string, name: string, schema: SimpleSchema, parameterCount: number): (params: Record<string, unknown>) => unknown[] {
  const keys = schema.objectKeys();
  if (parameterCount > keys.length) {
    throw new Error(`${kind} ${name} takes ${parameterCount} parameters but its schema names ${keys.length}: ${keys.join(', ') || 'none'}`);
  }
  return (params) => keys.map((key) => params[key]);
}

/** Registers methods with the server. Kept apart from defineMethod so client code can import definitions' types. */
export function registerMethods(definitions: ReadonlyArray<MethodDefinition>): void {
  const handlers: Record<string, MethodHandler> = {};
  for (const definition of definitions) {
    const run = definition.run as (this: MethodContext, ...args: unknown[]) => unknown;
    const argumentsOf = positionalCall('Method', definition.name, definition.params, run.length);
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
      try {
        return await run.apply(context, argumentsOf(params));
      } catch (error) {
        throw refusalOfReplayedSeed(error, this.randomSeed);
      }
    };
  }
  Meteor.methods(handlers);
}
