// The connection-level `{"msg":"error","reason",...,"offendingMessage"}` frame (Meteor's
// `sendError`). Quoting the offending message is a courtesy: when it cannot be serialised (a
// hostile frame nested tens of thousands of levels deep overflows JSON.stringify) the error goes
// out without it rather than not at all. Left out: nothing.
import { stringifyDDP } from '../ddp-common/wire';

export function protocolErrorText(reason: string, offendingMessage?: unknown): string {
  if (offendingMessage !== undefined) {
    try {
      return stringifyDDP({ msg: 'error', reason, offendingMessage });
    } catch {
      // fall through: send the reason alone
    }
  }
  return stringifyDDP({ msg: 'error', reason });
}
