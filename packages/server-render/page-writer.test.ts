// The sink's answer as the browser receives it: head additions before </head> (the template's
// title replaced when a callback sets one), a stream rendered into its element in place, body
// additions before </body>, the status code, and redirects.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSinkPage } from './page-writer';
import { ServerSink } from './server-sink';

const TEMPLATE = '<!doctype html><html><head><title>App</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(fill: (sink: ServerSink) => void): Promise<Response> {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const sink = new ServerSink(req, new URL(req.url ?? '/', 'http://x'), undefined);
    fill(sink);
    void writeSinkPage(sink, TEMPLATE, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/engine/x`, { redirect: 'manual' });
}

describe('writeSinkPage', () => {
  it('streams the rendered element in place with the head and body additions', async () => {
    const answer = await serve((sink) => {
      sink.appendToHead('<title>Project - App</title>\n<meta name="description" content="d" />');
      sink.appendToBody('<script type="application/json" id="page-data">{}</script>');
      sink.setStatusCode(404);
      sink.renderIntoElementById('root', Readable.from(['<main>', 'Not found', '</main>']));
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await answer.text()).toBe(
      '<!doctype html><html><head><title>Project - App</title>\n<meta name="description" content="d" />\n</head><body><div id="root"><main>Not found</main></div><script type="module" src="/a.js"></script><script type="application/json" id="page-data">{}</script>\n</body></html>',
    );
  });

  it('keeps the template as it is when nothing was added, and redirects when asked', async () => {
    expect(await (await serve(() => {})).text()).toBe(TEMPLATE);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const moved = await serve((sink) => sink.redirect('/engine/p/abc/new-name', 301));
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/engine/p/abc/new-name');
  });
});
