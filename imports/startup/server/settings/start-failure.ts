// The one line a start that failed on its surroundings prints: the port taken, an address this
// machine does not have, MongoDB not answering, the database folder held by another server. Any
// other failure is a fault of the program and keeps its stack trace (null here).
import { withoutPassword } from './setting-parsers';

interface StartContext {
  port: number;
  host: string;
  mongoUrl?: string;
}

export function startFailureLine(error: unknown, context: StartContext): string | null {
  if (!(error instanceof Error)) return null;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `PORT ${context.port} is in use on ${context.host} by another program: stop it or choose another PORT`;
  if (code === 'EACCES' && (error as NodeJS.ErrnoException).syscall === 'listen') {
    return `PORT ${context.port} needs more privileges than this process has: choose a PORT above 1023`;
  }
  if (code === 'EADDRNOTAVAIL') return `BIND_IP ${context.host} is not an address of this machine (EADDRNOTAVAIL)`;
  if (code === 'MONGO_UNREACHABLE' || error.name === 'MongoServerSelectionError') {
    return `MONGO_URL: ${context.mongoUrl ? `${withoutPassword(context.mongoUrl)}: ` : ''}${error.message}`;
  }
  if (error.name === 'MongoParseError' || error.name === 'MongoAPIError') return `MONGO_URL is not usable: ${error.message}`;
  // The embedded store's own refusals (data-folder-lock.ts, storage.ts) are already one sentence.
  if (/^Embedded database folder .* is in use|holds files of the removed NeDB engine/.test(error.message)) return error.message;
  return null;
}
