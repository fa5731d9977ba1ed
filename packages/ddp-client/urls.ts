// Meteor's socket-stream-client URL translation for raw WebSockets: `http(s)://host/path` (or a
// bare `host:port`) becomes `ws(s)://host/path/websocket`. Left out: the SockJS `ddp+sockjs://`
// schemes and `*` host wildcards (we never use SockJS).
export function toWebsocketUrl(url: string): string {
  let out = url.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(out)) out = 'http://' + out;
  out = out.replace(/^http:/i, 'ws:').replace(/^https:/i, 'wss:');
  const queryAt = out.search(/[?#]/);
  const base = queryAt === -1 ? out : out.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : out.slice(queryAt);
  if (/\/websocket\/?$/.test(base)) return base + rest;
  return base.replace(/\/+$/, '') + '/websocket' + rest;
}
