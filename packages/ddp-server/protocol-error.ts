// The connection-level `{"msg":"error","reason",...,"offendingMessage"}` frame (Meteor's
// `sendError`). Meteor quotes the whole offending message; this quotes only what names it (its
// `msg`, `id`, `method` or `name`, each cut to 100 characters), so an error frame never echoes a
// client's payload back: an 800 KB argument is not sent twice, and a frame can't be reflected.
// Left out: the offending message's other fields.
import { stringifyDDP } from '../ddp-common/wire';

const NAMING_FIELDS = ['msg', 'id', 'method', 'name'] as const;
const MAX_FIELD_LENGTH = 100;

function namingFields(offendingMessage: unknown): Record<string, string> | undefined {
  if (offendingMessage === null || typeof offendingMessage !== 'object' || Array.isArray(offendingMessage)) return undefined;
  const summary: Record<string, string> = {};
  for (const field of NAMING_FIELDS) {
    const value = (offendingMessage as Record<string, unknown>)[field];
    if (typeof value === 'string') summary[field] = value.slice(0, MAX_FIELD_LENGTH);
  }
  return Object.keys(summary).length > 0 ? summary : undefined;
}

export function protocolErrorText(reason: string, offendingMessage?: unknown): string {
  const summary = namingFields(offendingMessage);
  return stringifyDDP(summary ? { msg: 'error', reason, offendingMessage: summary } : { msg: 'error', reason });
}
