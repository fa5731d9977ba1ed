// DDP framing (Meteor's `parseDDP` / `stringifyDDP`): one JSON object a frame, with EJSON applied
// only to `fields`, `params` and `result`; everything else, `error.details` included, is plain
// JSON. Fields set to `undefined` in a `changed` message travel as `cleared`.
import { EJSON } from '../ejson/index';
import { hasNoEjsonKeys, isPlainJsonValue } from '../ejson/plain-json';
import { findForbiddenKey } from './forbidden-keys';

const EJSON_KEYS = ['fields', 'params', 'result'] as const;

/**
 * Set (to the key found) on a parsed message whose `params` hold a forbidden key: its params are
 * left undecoded and the method or subscription is answered with a 400. A symbol, so no frame
 * can set it.
 */
export const REFUSED_ARGUMENTS: unique symbol = Symbol('refusedArguments');

export class DdpParseError extends Error {
  constructor(
    readonly reason: 'Bad request' | 'Parse error',
    readonly offendingMessage?: unknown,
  ) {
    super(reason);
    this.name = 'DdpParseError';
  }
}

/**
 * Parses one frame. Throws DdpParseError('Bad request') for text that is not a JSON object with
 * a string `msg`, and DdpParseError('Parse error') when EJSON decoding fails (an unknown `$type`).
 */
export function parseDDP(text: string): Record<string, unknown> & { msg: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DdpParseError('Bad request');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new DdpParseError('Bad request');
  }
  const message = parsed as Record<string, unknown>;
  if (typeof message.msg !== 'string') throw new DdpParseError('Bad request', message);
  const refusedKey = message.params === undefined ? null : findForbiddenKey(message.params);
  if (refusedKey !== null) return Object.assign(message as Record<string, unknown> & { msg: string }, { [REFUSED_ARGUMENTS]: refusedKey });
  try {
    for (const key of EJSON_KEYS) {
      // Plain JSON (the usual case) decodes to itself; skip EJSON's deep clone for it.
      if (key in message && !hasNoEjsonKeys(message[key])) message[key] = EJSON.fromJSONValue(message[key]);
    }
  } catch {
    throw new DdpParseError('Parse error', message);
  }
  // A `changed` carries removals in `cleared`; turn them into undefined fields, as Meteor does.
  if (message.msg === 'changed' && Array.isArray(message.cleared)) {
    const fields = (message.fields ?? {}) as Record<string, unknown>;
    for (const key of message.cleared) if (typeof key === 'string') fields[key] = undefined;
    message.fields = fields;
    delete message.cleared;
  }
  return message as Record<string, unknown> & { msg: string };
}

/** Serializes one message; `undefined` fields become `cleared`, empty `fields` are dropped. */
export function stringifyDDP(message: Record<string, unknown>): string {
  const copy: Record<string, unknown> = { ...message };
  if ('id' in copy && copy.id !== undefined && typeof copy.id !== 'string') {
    throw new Error('Message id is not a string');
  }
  if (copy.fields && typeof copy.fields === 'object') {
    const fields: Record<string, unknown> = {};
    const cleared: string[] = [];
    for (const [key, value] of Object.entries(copy.fields as Record<string, unknown>)) {
      if (value === undefined) cleared.push(key);
      else fields[key] = value;
    }
    if (cleared.length > 0) copy.cleared = cleared;
    if (Object.keys(fields).length > 0) copy.fields = fields;
    else delete copy.fields;
  }
  for (const key of EJSON_KEYS) {
    if (key in copy) {
      if (copy[key] === undefined) delete copy[key];
      // Plain JSON serializes the same with or without EJSON's clone-and-convert pass.
      else if (!isPlainJsonValue(copy[key])) copy[key] = EJSON.toJSONValue(copy[key]);
    }
  }
  return JSON.stringify(copy);
}
