// An SMTP server on 127.0.0.1:0 that takes a message's data and never answers it: the sender
// has handed the mail over and waits for the server's acceptance, the moment a crash makes SMTP
// at-least-once. It records what it was given, so a test can see the mail was in flight.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface HoldingSmtp {
  url: string;
  held: string[];
  close(): Promise<void>;
}

export async function startHoldingSmtp(): Promise<HoldingSmtp> {
  const held: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // The callback is never called: no "250 OK" for this message.
      stream.on('end', () => held.push(Buffer.concat(chunks).toString('utf8')));
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
