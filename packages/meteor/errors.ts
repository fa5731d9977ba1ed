// Meteor.Error: the client-safe error whose own enumerable properties are its DDP wire shape
// `{isClientSafe, error, reason, details?, message, errorType}`, with message `"<reason> [<error>]"`
// (or `"[<error>]"` without a reason). Left out: Meteor.makeErrorType's legacy subclassing.
export type ErrorCode = string | number;

export class MeteorError extends Error {
  isClientSafe!: true;
  error!: ErrorCode;
  reason?: string;
  details?: unknown;
  errorType!: 'Meteor.Error';

  constructor(error: ErrorCode, reason?: string, details?: unknown) {
    super();
    // Assign in Meteor's order so JSON.stringify yields the same key order on the wire.
    Object.defineProperty(this, 'message', { value: '', writable: true, enumerable: false, configurable: true });
    this.isClientSafe = true;
    this.error = error;
    if (reason !== undefined) this.reason = reason;
    if (details !== undefined) this.details = details;
    this.message = reason ? `${reason} [${String(error)}]` : `[${String(error)}]`;
    Object.defineProperty(this, 'message', { enumerable: true });
    this.errorType = 'Meteor.Error';
    this.name = 'Meteor.Error';
    Object.defineProperty(this, 'name', { enumerable: false });
  }

  clone(): MeteorError {
    return new MeteorError(this.error, this.reason, this.details);
  }

  /** The object sent on the wire (own enumerable properties only). */
  toWire(): Record<string, unknown> {
    const wire: Record<string, unknown> = {
      isClientSafe: true,
      error: this.error,
    };
    if (this.reason !== undefined) wire.reason = this.reason;
    if (this.details !== undefined) wire.details = this.details;
    wire.message = this.message;
    wire.errorType = 'Meteor.Error';
    return wire;
  }
}

export function isMeteorError(value: unknown): value is MeteorError {
  return value instanceof MeteorError;
}

/** Rebuilds an error received on the wire, as Meteor's client does (message is recomputed). */
export function errorFromWire(wire: unknown): MeteorError {
  if (wire && typeof wire === 'object') {
    const w = wire as { error?: unknown; reason?: unknown; details?: unknown };
    const code = typeof w.error === 'string' || typeof w.error === 'number' ? w.error : 500;
    const reason = typeof w.reason === 'string' ? w.reason : undefined;
    return new MeteorError(code, reason, w.details);
  }
  return new MeteorError(500, 'Internal server error');
}
