// The DDP pingers of `web.render-load`, in a process of their own (started by render-load.ts
// through bench/lib/ipc.ts): SESSIONS connected DDP sessions of the server under test each send a
// ping every PING_EVERY_MS and time the pong. Apart from the 50-client HTTP load generator, a
// round trip measures the server (and the shared CPU), not the load generator's own event loop.
//   env PINGER_URL      the server's base URL (http://127.0.0.1:PORT)
//   env PINGER_SESSIONS how many sessions (default 20)
//   env PINGER_EVERY_MS ping interval per session (default 20)
// IPC commands: `take` returns the round trips (ms) since the last take; `stop` closes and exits.
import WebSocket from 'ws';
import { announceReady, serveIpc } from '../lib/ipc';

const baseUrl = process.env.PINGER_URL;
if (!baseUrl) throw new Error('PINGER_URL must be set');
const sessions = Number(process.env.PINGER_SESSIONS ?? 20);
const everyMs = Number(process.env.PINGER_EVERY_MS ?? 20);

let samples: number[] = [];
const timers = new Set<NodeJS.Timeout>();

function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const sent = new Map<string, number>();
    let next = 0;
    socket.on('open', () => socket.send(JSON.stringify({ msg: 'connect', version: '1', support: ['1'] })));
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { msg: string; id?: string };
      if (message.msg === 'connected') {
        const timer = setInterval(() => {
          const id = String(next++);
          sent.set(id, performance.now());
          socket.send(JSON.stringify({ msg: 'ping', id }));
        }, everyMs);
        timers.add(timer);
        socket.on('close', () => {
          clearInterval(timer);
          timers.delete(timer);
        });
        resolve(socket);
      } else if (message.msg === 'pong' && message.id !== undefined) {
        const started = sent.get(message.id);
        sent.delete(message.id);
        if (started !== undefined) samples.push(performance.now() - started);
      } else if (message.msg === 'ping') socket.send(JSON.stringify({ msg: 'pong', id: message.id }));
    });
    socket.on('error', reject);
  });
}

const url = baseUrl.replace(/^http/, 'ws') + '/websocket';
const sockets = await Promise.all(Array.from({ length: sessions }, () => connect(url)));

serveIpc({
  take() {
    const taken = samples;
    samples = [];
    return taken;
  },
  stop() {
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets) socket.close();
    // Exit once the reply is on its way.
    setTimeout(() => process.exit(0), 50);
    return null;
  },
});
announceReady({ sessions: sockets.length });
