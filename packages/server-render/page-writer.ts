// Writes the page an `onPageLoad` run produced: a redirect, or the template with the head
// additions before `</head>`, each rendered element streamed into its place (the first element's
// stream is piped as it renders, so the browser gets the head and styles early), and the body
// additions before `</body>`.
import type { ServerResponse } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import type { ElementContent, ServerSink } from './server-sink';

function isStream(content: ElementContent): content is Readable {
  return typeof content !== 'string';
}

/** Splits the template around the element's opening and closing tags: `<div id="root"></div>`. */
function splitAt(html: string, id: string): [string, string] | null {
  const open = new RegExp(`<([a-z][a-z0-9-]*)([^>]*\\sid="${id}"[^>]*)>`, 'i').exec(html);
  if (!open) return null;
  const close = `</${open[1]}>`;
  const start = open.index + open[0].length;
  const end = html.indexOf(close, start);
  if (end < 0) return null;
  return [html.slice(0, start), html.slice(end)];
}

export function writeSinkPage(sink: ServerSink, template: string, res: ServerResponse): Promise<void> {
  if (sink.redirectTo) {
    res.statusCode = sink.redirectTo.code;
    res.setHeader('Location', sink.redirectTo.location);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(`Redirecting to ${sink.redirectTo.location}`);
    return Promise.resolve();
  }
  let html = template;
  if (sink.head.length > 0) {
    const head = sink.head.join('\n');
    // A callback that sets the title replaces the template's.
    if (/<title[\s>]/i.test(head)) html = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
    html = html.replace('</head>', `${head}\n</head>`);
  }
  if (sink.body.length > 0) html = html.replace('</body>', `${sink.body.join('\n')}\n</body>`);
  // Strings first: they are spliced into the text; streams are piped in document order.
  const streams: Array<[number, Readable]> = [];
  for (const [id, content] of sink.elements) {
    const parts = splitAt(html, id);
    if (!parts) throw new Error(`The page has no element with id "${id}"`);
    if (isStream(content)) {
      const marker = `<!--server-render:stream:${streams.length}-->`;
      streams.push([streams.length, content as Readable]);
      html = parts[0] + marker + parts[1];
    } else html = parts[0] + content + parts[1];
  }
  if (sink.statusCode !== null) res.statusCode = sink.statusCode;
  for (const [name, value] of sink.headers) res.setHeader(name, value);
  if (!res.getHeader('Content-Type')) res.setHeader('Content-Type', 'text/html; charset=utf-8');
  const pieces = html.split(/<!--server-render:stream:\d+-->/);
  return new Promise<void>((resolve, reject) => {
    // `compression` buffers until flushed: flush each piece so the head goes out before the body.
    const flush = () => (res as ServerResponse & { flush?: () => void }).flush?.();
    const writeFrom = (index: number): void => {
      res.write(pieces[index] ?? '');
      flush();
      const next = streams[index];
      if (!next) {
        res.end();
        resolve();
        return;
      }
      const [, stream] = next;
      // A PassThrough so React's stream ends without ending the response.
      const through = new PassThrough();
      through.on('data', (chunk: Buffer) => {
        if (!res.write(chunk)) through.pause();
        flush();
      });
      res.on('drain', () => through.resume());
      through.on('end', () => writeFrom(index + 1));
      through.on('error', reject);
      stream.pipe(through);
    };
    writeFrom(0);
  });
}
