// An oversized upload always gets its 413 and message, never a connection closed with no answer:
// the server answers early and then reads (and discards) the rest of the body, a bounded amount,
// so the client's socket is never reset while it still sends. Repeated in a bounded loop with
// Node's http client, with a declared Content-Length and with a chunked body, and for a refusal
// before any byte is read (no login).
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { setUpFileServer } from '../../../imports/api/files/file-server.testkit';

const suite = setUpFileServer();
const CV_LIMIT = 10 * 1024 * 1024;
const ROUNDS = 12;

interface Outcome {
  status: number | null;
  body: string;
  error: string | null;
}

/** Sends `size` bytes (with Content-Length unless chunked) the way a simple client does: the whole body, then read. */
function send(pathname: string, size: number, headers: Record<string, string>, chunked: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const url = new URL(pathname, suite.fixture.url);
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/octet-stream', ...(chunked ? {} : { 'Content-Length': String(size) }), ...headers },
    });
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      req.destroy();
      resolve(outcome);
    };
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (body += part));
      res.on('end', () => finish({ status: res.statusCode ?? null, body, error: null }));
      res.on('error', (error) => finish({ status: res.statusCode ?? null, body, error: error.message }));
    });
    req.on('error', (error) => finish({ status: null, body: '', error: `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` }));
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    let sent = 0;
    const pump = (): void => {
      while (sent < size && !settled) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!req.write(part)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!settled) req.end();
    };
    pump();
  });
}

/**
 * A client that reads nothing until its whole request is sent (as simple HTTP/1.1 clients and some
 * browsers' upload paths do): a server that closes the socket under an unread body resets it, and
 * the answer waiting in the client's buffer is lost with it.
 */
function sendThenRead(pathname: string, size: number, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    const url = new URL(pathname, suite.fixture.url);
    const socket = net.connect(Number(url.port), url.hostname);
    socket.pause();
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(outcome);
    };
    socket.on('error', (error) => finish({ status: null, body: '', error: `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` }));
    const head = [`POST ${url.pathname} HTTP/1.1`, `Host: ${url.host}`, `Content-Length: ${size}`, 'Content-Type: application/octet-stream', 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    socket.end(Buffer.alloc(size, 0x41), () => {
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (part: string) => (text += part));
      socket.on('end', () => {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? Number.NaN);
        finish({ status: Number.isNaN(status) ? null : status, body: text.split('\r\n\r\n').slice(1).join('\r\n\r\n'), error: null });
      });
      socket.resume();
    });
  });
}

describe('an oversized upload', () => {
  it(`gets 413 and its message every time from a client that reads only after sending (${ROUNDS} rounds)`, async () => {
    const session = await suite.fixture.connectAs(['candidate']);
    const outcomes: Outcome[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      outcomes.push(await sendThenRead('/upload/cv', CV_LIMIT + 512 * 1024, { Authorization: `Bearer ${session.token}` }));
    }
    for (const outcome of outcomes) expect(outcome).toMatchObject({ status: 413, error: null });
    expect(outcomes[0]?.body).toContain('"message":"The file is larger than 10 MB."');
    session.close();
  });

  it(`gets 413 and its message every time with a declared length (${ROUNDS} rounds)`, async () => {
    const session = await suite.fixture.connectAs(['candidate']);
    const outcomes: Outcome[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      outcomes.push(await send('/upload/cv', CV_LIMIT + 512 * 1024, { Authorization: `Bearer ${session.token}` }, false));
    }
    for (const outcome of outcomes) {
      expect(outcome).toEqual({ status: 413, body: JSON.stringify({ error: 'too-large', message: 'The file is larger than 10 MB.', messageId: 'errors.upload.tooLarge', values: { mb: 10 } }), error: null });
    }
    session.close();
  });

  it(`gets 413 and its message every time with a chunked body (${ROUNDS} rounds)`, async () => {
    const session = await suite.fixture.connectAs(['candidate']);
    const outcomes: Outcome[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      outcomes.push(await send('/upload/cv', CV_LIMIT + 512 * 1024, { Authorization: `Bearer ${session.token}` }, true));
    }
    for (const outcome of outcomes) expect(outcome).toMatchObject({ status: 413, error: null });
    session.close();
  });

  it('gets its 401 when refused before any byte is read, however large the body', async () => {
    for (let round = 0; round < 4; round++) {
      expect(await send('/upload/cv', CV_LIMIT + 512 * 1024, {}, false)).toMatchObject({ status: 401, error: null });
    }
  });

  it('leaves the connection usable after a refused body that fits the drain allowance', async () => {
    const session = await suite.fixture.connectAs(['candidate']);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (size: number) =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const req = http.request(new URL('/upload/cv', suite.fixture.url), {
          method: 'POST',
          agent,
          headers: { Authorization: `Bearer ${session.token}`, 'Content-Length': String(size), 'Content-Type': 'application/octet-stream' },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket }));
        });
        req.on('error', reject);
        req.end(Buffer.alloc(size, 0x41));
      });
    const first = await post(CV_LIMIT + 1024);
    const second = await post(16);
    expect(first.status).toBe(413);
    expect(second.status).toBe(415);
    expect(second.socket).toBe(first.socket);
    agent.destroy();
    session.close();
  });
});
