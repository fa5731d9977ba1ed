// What happens on a fresh DDP socket before and around its session (Meteor's stream handler and
// `_handleConnect`): every frame is parsed with parseDDP; protocol errors are answered with
// `{"msg":"error"}` and the socket stays open; the first message must be `connect`, whose version
// negotiation either creates the session (`connected`) or answers `failed` and closes; a socket
// that never connects is closed after 45 s. Left out: session resumption (Meteor ignores the
// client's `session` field too).
import { SUPPORTED_DDP_VERSIONS } from '../ddp-common/messages';
import { DdpParseError, parseDDP, stringifyDDP } from '../ddp-common/wire';
import { protocolErrorText } from './protocol-error';
import { Session, type SessionServer } from './session';
import type { DdpSocket, SocketRequestInfo } from './socket';

/** How long a socket may stay open without sending `connect` (Meteor's raw socket timeout). */
export const CONNECT_TIMEOUT_MS = 45_000;

const SERVER_VERSIONS: readonly string[] = SUPPORTED_DDP_VERSIONS;

/** Meteor's version choice: the client's most preferred version that we support, else ours. */
export function chooseVersion(clientSupport: readonly string[]): string {
  return clientSupport.find((version) => SERVER_VERSIONS.includes(version)) ?? SERVER_VERSIONS[0]!;
}

export function bindSocket(server: SessionServer, socket: DdpSocket, info: SocketRequestInfo): void {
  let session: Session | null = null;
  let socketClosed = false;
  // Both are needed only until `connect`: the closures below live as long as the connection, and
  // the upgrade request's headers (cookies and all) would otherwise stay with every idle one.
  let requestInfo: SocketRequestInfo | null = info;
  let connectTimer: ReturnType<typeof setTimeout> | null = setTimeout(() => {
    if (!session) socket.close();
  }, CONNECT_TIMEOUT_MS);
  connectTimer.unref?.();
  const stopWaitingForConnect = (): void => {
    if (connectTimer) clearTimeout(connectTimer);
    connectTimer = null;
    requestInfo = null;
  };

  const sendRaw = (message: Record<string, unknown>): void => {
    if (!socketClosed) socket.send(stringifyDDP(message));
  };
  const sendError = (reason: string, offendingMessage?: unknown): void => {
    if (!socketClosed) socket.send(protocolErrorText(reason, offendingMessage));
  };

  const handleConnect = (msg: Record<string, unknown>): void => {
    const { version, support } = msg;
    const wellFormed =
      typeof version === 'string' &&
      Array.isArray(support) &&
      support.every((entry) => typeof entry === 'string') &&
      support.includes(version);
    if (!wellFormed) {
      sendRaw({ msg: 'failed', version: SERVER_VERSIONS[0] });
      socket.close();
      return;
    }
    const chosen = chooseVersion(support as string[]);
    if (chosen !== version) {
      sendRaw({ msg: 'failed', version: chosen });
      socket.close();
      return;
    }
    const sessionInfo = requestInfo!;
    stopWaitingForConnect();
    session = new Session(server, socket, version, sessionInfo);
    session.start();
  };

  socket.on('message', (text) => {
    // A closed session (the server ended it) reads nothing more, not even to parse it.
    if (socketClosed || session?.isClosed) return;
    session?.noteInbound();
    let msg: Record<string, unknown> & { msg: string };
    try {
      msg = parseDDP(text);
    } catch (error) {
      if (error instanceof DdpParseError) sendError(error.reason, error.offendingMessage);
      else sendError('Bad request');
      return;
    }
    if (msg.msg === 'connect') {
      if (session) sendError('Already connected', msg);
      else handleConnect(msg);
      return;
    }
    if (!session) {
      sendError('Must connect first', msg);
      return;
    }
    session.handleMessage(msg);
  });

  socket.on('close', () => {
    socketClosed = true;
    stopWaitingForConnect();
    session?.close();
  });
}
