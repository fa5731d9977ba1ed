import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions, type SMTPServerSession } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmail, Email, type EmailApi } from './server';

interface Received {
  raw: string;
  mailFrom: string | undefined;
  rcptTo: string[];
  secure: boolean;
}

// The server reuses its session object for the next message, so copy what the test asserts.
function snapshot(raw: string, session: SMTPServerSession): Received {
  const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
  return { raw, mailFrom, rcptTo: session.envelope.rcptTo.map((r) => r.address), secure: session.secure };
}

/** A real SMTP server on 127.0.0.1:0 that keeps every message it accepts. */
async function startSmtp(options: SMTPServerOptions = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...options,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(snapshot(Buffer.concat(chunks).toString('utf8'), session));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, port, received };
}

function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(name.toLowerCase() + ':'));
  return line?.slice(name.length + 1).trim();
}

const closers: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  delete process.env.MAIL_URL;
  while (closers.length) await closers.pop()?.();
});

function track(email: EmailApi, server?: SMTPServer): EmailApi {
  if (server) closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  closers.push(() => email.close());
  return email;
}

describe('Email.sendAsync over SMTP', () => {
  it('delivers the message to the server in MAIL_URL with its headers and bodies', async () => {
    const smtp = await startSmtp();
    process.env.MAIL_URL = `smtp://127.0.0.1:${smtp.port}`;
    const email = track(createEmail(), smtp.server);
    await email.sendAsync({
      from: 'Marketplace <no-reply@example.com>',
      to: 'alice@example.com',
      subject: 'How to reset your password on example.com',
      text: 'Hello,\n\nhttp://localhost:3000/#/reset-password/abc\n',
      html: '<p>Hello</p>',
      headers: { 'X-Campaign': 'reset' },
    });
    expect(smtp.received).toHaveLength(1);
    const { raw, mailFrom, rcptTo } = smtp.received[0]!;
    expect(mailFrom).toBe('no-reply@example.com');
    expect(rcptTo).toEqual(['alice@example.com']);
    expect(header(raw, 'From')).toBe('Marketplace <no-reply@example.com>');
    expect(header(raw, 'To')).toBe('alice@example.com');
    expect(header(raw, 'Subject')).toBe('How to reset your password on example.com');
    expect(header(raw, 'X-Campaign')).toBe('reset');
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
    expect(raw).toContain('http://localhost:3000/#/reset-password/abc');
    expect(raw).toContain('<p>Hello</p>');
  });

  it('reads MAIL_URL at send time', async () => {
    const first = await startSmtp();
    const second = await startSmtp();
    const email = track(createEmail(), first.server);
    track(email, second.server);
    process.env.MAIL_URL = `smtp://127.0.0.1:${first.port}`;
    await email.sendAsync({ from: 'a@example.com', to: 'b@example.com', subject: 'one', text: '1' });
    process.env.MAIL_URL = `smtp://127.0.0.1:${second.port}`;
    await email.sendAsync({ from: 'a@example.com', to: 'b@example.com', subject: 'two', text: '2' });
    expect(first.received.map((m) => header(m.raw, 'Subject'))).toEqual(['one']);
    expect(second.received.map((m) => header(m.raw, 'Subject'))).toEqual(['two']);
  });

  it('logs in with the (percent-encoded) credentials in the URL', async () => {
    const logins: { username?: string | null; password?: string | null }[] = [];
    const smtp = await startSmtp({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        logins.push({ username: auth.username, password: auth.password });
        if (auth.username === 'mailer@example.com' && auth.password === 'p@ss:word') callback(null, { user: 'mailer' });
        else callback(new Error('Invalid username or password'));
      },
    });
    const email = track(createEmail({ mailUrl: () => `smtp://mailer%40example.com:p%40ss%3Aword@127.0.0.1:${smtp.port}` }), smtp.server);
    await email.sendAsync({ from: 'a@example.com', to: 'b@example.com', subject: 'auth', text: 'x' });
    expect(logins).toEqual([{ username: 'mailer@example.com', password: 'p@ss:word' }]);
    expect(smtp.received).toHaveLength(1);
  });

  it('speaks TLS from the first byte for smtps:// URLs', async () => {
    const smtp = await startSmtp({ secure: true });
    const email = track(
      createEmail({ mailUrl: () => `smtps://127.0.0.1:${smtp.port}/?tls.rejectUnauthorized=false` }),
      smtp.server,
    );
    await email.sendAsync({ from: 'a@example.com', to: 'b@example.com', subject: 'secure', text: 'x' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.secure).toBe(true);
  });

  it('rejects when the SMTP server refuses the recipient', async () => {
    const smtp = await startSmtp({
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@blocked.example')) callback(new Error('Mailbox unavailable'));
        else callback();
      },
    });
    const email = track(createEmail({ mailUrl: () => `smtp://127.0.0.1:${smtp.port}` }), smtp.server);
    await expect(email.sendAsync({ from: 'a@example.com', to: 'x@blocked.example', text: 'x' })).rejects.toThrow();
    expect(smtp.received).toHaveLength(0);
  });

  it('rejects other protocols without revealing the password', async () => {
    const email = track(createEmail({ mailUrl: () => 'http://user:secret@127.0.0.1:25' }));
    const attempt = email.sendAsync({ from: 'a@example.com', to: 'b@example.com', text: 'x' });
    await expect(attempt).rejects.toThrow("must be 'smtp' or 'smtps'");
    await expect(attempt).rejects.not.toThrow('secret');
  });
});

describe('DKIM', () => {
  it('signs every mail when the environment names a domain, selector and key, List-Unsubscribe-Post among the signed headers', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const smtp = await startSmtp();
    process.env.MAIL_URL = `smtp://127.0.0.1:${smtp.port}`;
    Object.assign(process.env, { MAIL_DKIM_DOMAIN: 'agency.example', MAIL_DKIM_SELECTOR: 'mail2026', MAIL_DKIM_PRIVATE_KEY: privateKey });
    try {
      const email = track(createEmail(), smtp.server);
      await email.transmitAsync({
        from: 'Agency <hello@agency.example>',
        to: 'ada@example.com',
        subject: 'Your application moved',
        text: 'Hello',
        headers: { 'List-Unsubscribe': '<https://agency.example/engine/unsubscribe/t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    } finally {
      for (const name of ['MAIL_DKIM_DOMAIN', 'MAIL_DKIM_SELECTOR', 'MAIL_DKIM_PRIVATE_KEY']) delete process.env[name];
    }
    const signature = header(smtp.received[0]?.raw ?? '', 'DKIM-Signature') ?? '';
    expect(signature).toMatch(/\bd=agency\.example;/);
    expect(signature).toMatch(/\bs=mail2026;/);
    const signed = /\bh=([^;]+);/.exec(signature)?.[1]?.replace(/\s+/g, '').toLowerCase().split(':') ?? [];
    expect(signed).toEqual(expect.arrayContaining(['from', 'subject', 'message-id', 'list-unsubscribe', 'list-unsubscribe-post']));
    expect(signature).toMatch(/\bb=[A-Za-z0-9+/=\s]{300,}/);
  });

  it('refuses a half configuration instead of sending unsigned mail', async () => {
    process.env.MAIL_DKIM_DOMAIN = 'agency.example';
    try {
      await expect(createEmail({ mailUrl: () => 'smtp://127.0.0.1:9' }).transmitAsync({ from: 'a@agency.example', to: 'b@example.com', text: 'x' })).rejects.toThrow(
        /MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY/,
      );
    } finally {
      delete process.env.MAIL_DKIM_DOMAIN;
    }
  });
});

describe('Email.hookSend', () => {
  it('runs hooks with the options and suppresses the message when one returns false', async () => {
    const smtp = await startSmtp();
    const email = track(createEmail({ mailUrl: () => `smtp://127.0.0.1:${smtp.port}` }), smtp.server);
    const seen: (string | undefined)[] = [];
    email.hookSend((options) => {
      seen.push(options.subject);
    });
    const veto = email.hookSend((options) => options.subject !== 'blocked');
    await email.sendAsync({ from: 'a@example.com', to: 'b@example.com', subject: 'blocked', text: 'x' });
    await email.sendAsync({ from: 'a@example.com', to: 'b@example.com', subject: 'allowed', text: 'x' });
    veto.stop();
    await email.sendAsync({ from: 'a@example.com', to: 'b@example.com', subject: 'blocked', text: 'x' });
    expect(seen).toEqual(['blocked', 'allowed', 'blocked']);
    expect(smtp.received.map((m) => header(m.raw, 'Subject'))).toEqual(['allowed', 'blocked']);
  });
});

describe('Email without MAIL_URL', () => {
  it('prints the full message between numbered BEGIN/END MAIL markers', async () => {
    let printed = '';
    const email = track(createEmail({ mailUrl: () => undefined, output: () => ({ write: (text) => (printed += text) }) }));
    await email.sendAsync({ from: 'a@example.com', to: 'b@example.com', subject: 'First', text: 'Body one' });
    await email.sendAsync({ from: 'a@example.com', to: 'b@example.com', subject: 'Second', text: 'Body two' });
    const blocks = printed.split(/(?<======= END MAIL #\d+ ======\n)/);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatch(/^====== BEGIN MAIL #0 ======\n\(Mail not sent; to enable sending, set the MAIL_URL environment variable\.\)\n/);
    expect(header(blocks[0]!.split('\n').slice(2).join('\n'), 'Subject')).toBe('First');
    expect(blocks[0]).toContain('To: b@example.com');
    expect(blocks[0]).toContain('Body one');
    expect(blocks[0]).toMatch(/====== END MAIL #0 ======\n$/);
    expect(blocks[1]).toMatch(/^====== BEGIN MAIL #1 ======/);
    expect(blocks[1]).toContain('Body two');
  });

  it('the shared Email prints to standard output', async () => {
    const writes: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk));
      return true;
    });
    await Email.sendAsync({ from: 'a@example.com', to: 'b@example.com', subject: 'Stdout', text: 'Printed' });
    const out = writes.join('');
    expect(out).toMatch(/====== BEGIN MAIL #\d+ ======/);
    expect(out).toContain('Subject: Stdout');
    expect(out).toContain('Printed');
  });
});
