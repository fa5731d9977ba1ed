// Meteor's `wrapInternalException`: what a client may learn about an exception thrown by a method
// or publication. A client-safe error (Meteor.Error) goes out as it is; otherwise the error's
// `sanitizedError` if that is client-safe (check()'s "Match failed"); anything else becomes
// 500 'Internal server error'. Unexpected errors are logged with their stack, never with the
// call's arguments (they may hold passwords or tokens). Left out: Meteor's `_expectedByTest`.
import { Log, type LogFields } from '../logging/server';
import { MeteorError } from '../meteor/errors';

interface ClientSafeLike {
  isClientSafe: true;
  error: string | number;
  reason?: string;
  details?: unknown;
  message?: string;
}

function isClientSafe(value: unknown): value is ClientSafeLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { isClientSafe?: unknown }).isClientSafe === true &&
    (typeof (value as { error?: unknown }).error === 'string' || typeof (value as { error?: unknown }).error === 'number')
  );
}

/** Rebuilds a client-safe object as a MeteorError, keeping its original message. */
function asMeteorError(value: ClientSafeLike): MeteorError {
  if (value instanceof MeteorError) return value;
  const error = new MeteorError(value.error, value.reason, value.details);
  if (typeof value.message === 'string') error.message = value.message;
  return error;
}

/**
 * `context` reads like "while invoking method 'foo'"; it and `logFields` (the session, say) are
 * only used for the log line.
 */
export function wrapInternalException(exception: unknown, context: string, logFields?: LogFields): MeteorError {
  if (isClientSafe(exception)) return asMeteorError(exception);
  Log.error(`Exception ${context}`, { ...logFields, err: exception instanceof Error ? exception : String(exception) });
  const sanitized = (exception as { sanitizedError?: unknown } | null)?.sanitizedError;
  if (isClientSafe(sanitized)) return asMeteorError(sanitized);
  return new MeteorError(500, 'Internal server error');
}
