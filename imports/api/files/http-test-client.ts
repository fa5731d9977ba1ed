// HTTP helpers for the file-route tests: a whole-body POST through fetch, and a streaming POST
// through node:http that writes chunks until the server answers (to prove a size limit is
// enforced while the body is still arriving).
import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  json: Record<string, unknown>;
}

export async function postFile(url: string, body: Buffer, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  const response = await fetch(url, { method: 'POST', body: new Uint8Array(body), headers: { 'Content-Type': 'application/octet-stream', ...headers } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export function bearer(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Sends `chunk` repeatedly (chunked encoding, no Content-Length) up to `maxChunks` times and
 * resolves with the status and how many bytes were sent when the answer came.
 */
export function streamUntilAnswered(
  url: string,
  headers: Record<string, string>,
  chunk: Buffer,
  maxChunks: number,
): Promise<{ status: number; json: Record<string, unknown>; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const req = http.request(url, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream', ...headers } });
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (text += part));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as Record<string, unknown>, bytesSent });
      });
    });
    // Writes after the server closed the connection fail; the answer already tells the outcome.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = (count: number): void => {
      if (answered || count >= maxChunks) {
        if (!answered) req.end();
        return;
      }
      bytesSent += chunk.length;
      if (req.write(chunk)) setImmediate(() => pump(count + 1));
      else req.once('drain', () => pump(count + 1));
    };
    pump(0);
  });
}
