// The server renders with the browser's code, whose collections attach to Meteor's default
// connection when they are created. A server-side render has no connection: this one never opens
// a socket (the renderer's data comes from the page data, and effects such as subscriptions do
// not run on the server). Imported first by the render entry, before any collection exists.
import { Connection } from 'meteor/ddp-client';
import { setDefaultConnection } from 'meteor/meteor';

class NeverOpenSocket {
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  send(): void {}
  close(): void {}
}

const connection = new Connection('http://server-render.invalid', { WebSocket: NeverOpenSocket as never, retry: false });
connection.disconnect();
setDefaultConnection(connection);
