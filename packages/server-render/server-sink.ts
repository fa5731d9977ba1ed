// Meteor's server-side `sink`: what an `onPageLoad` callback may do to the page being served.
// It collects head additions, element contents (strings, or Node streams such as React's
// streaming renderer), a status code and a redirect; `page-writer.ts` turns them into the answer.
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

export type ElementContent = string | Readable | { pipe(destination: NodeJS.WritableStream): unknown };

export class ServerSink {
  readonly head: string[] = [];
  readonly body: string[] = [];
  readonly elements = new Map<string, ElementContent>();
  statusCode: number | null = null;
  redirectTo: { location: string; code: number } | null = null;
  /** Response headers to add (Link, X-Robots-Tag...). */
  readonly headers = new Map<string, string>();

  constructor(
    readonly request: IncomingMessage,
    /** The parsed page URL (path and query as the browser asked). */
    readonly url: URL,
    /** The per-request CSP nonce, when the security headers set one. */
    readonly nonce: string | undefined,
  ) {}

  appendToHead(html: string): void {
    this.head.push(html);
  }

  appendToBody(html: string): void {
    this.body.push(html);
  }

  /** Replaces the children of the element with this id (an empty `<div id>` in the template). */
  renderIntoElementById(id: string, content: ElementContent): void {
    this.elements.set(id, content);
  }

  setStatusCode(code: number): void {
    this.statusCode = code;
  }

  setHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  redirect(location: string, code = 307): void {
    this.redirectTo = { location, code };
  }
}
