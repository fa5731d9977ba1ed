// An SMTP server on 127.0.0.1:0 that takes the data of the messages `hold` picks and never
// answers them: the sender has handed the mail over and waits for the server's acceptance, the
// moment a crash makes SMTP at-least-once. It records what it was given, so a test can see the
// mail was in flight; other messages are accepted (they would otherwise hold every connection).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface HoldingSmtp {
  url: string;
  held: string[];
  close(): Promise<void>;
}

export async function startHoldingSmtp(hold: (raw: string) => boolean): Promise<HoldingSmtp> {
  const held: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // A held message's callback is never called: no "250 OK" for it.
        if (hold(raw)) held.push(raw);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    held,
    close: () =>
      new Promise<void>((resolve) => {
        // Held connections would keep close() waiting.
        for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections ?? []) connection.close();
        server.close(() => resolve());
      }),
  };
}
