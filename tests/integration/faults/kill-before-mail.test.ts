// kill -9 of the server between an event and its mail's acceptance: an admin moves an
// application, the candidate's mail is handed to SMTP, and the server dies before SMTP accepted
// it. After a restart the outbox still holds the mail and delivers it, under the Message-ID it
// had the first time: the candidate's mail client sees one message however often SMTP was tried.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Connection, DDP } from '../../../packages/ddp-client/server';
import { passwordDigest } from '../../helpers/app-fixture';
import { waitUntil } from '../../helpers/wait-until';
import { headerOf, type SmtpSink, startSmtpSink } from '../accounts/smtp-sink';
import { type AppProcess, readCollection, startAppProcess } from './app-process';
import { type HoldingSmtp, startHoldingSmtp } from './holding-smtp';

const root = mkdtempSync(path.join(os.tmpdir(), 'faults-mail-kill-'));
const processes: AppProcess[] = [];
const connections: Connection[] = [];
let holding: HoldingSmtp | undefined;
let sink: SmtpSink | undefined;
afterAll(async () => {
  for (const connection of connections) connection.close();
  for (const app of processes) await app.kill();
  await holding?.close();
  await sink?.close();
  rmSync(root, { recursive: true, force: true });
});

async function login(url: string, email: string, password: string): Promise<Connection> {
  const connection = DDP.connect(url);
  connections.push(connection);
  const result = (await connection.callAsync('login', { user: { email }, password: passwordDigest(password) })) as { id: string };
  connection.setUserId(result.id);
  return connection;
}

const messageIdOf = (raw: string) => headerOf({ raw }, 'Message-ID');

describe('kill -9 between an event and its mail', () => {
  it('delivers the mail after the restart, under the one Message-ID it was first sent with', { timeout: 120_000 }, async () => {
    const dataDir = path.join(root, 'db');
    const uploadsDir = path.join(root, 'uploads');
    // Only the candidates' mails are held: the demo's own mails to the admin go through.
    holding = await startHoldingSmtp((raw) => /^To: fault-candidate-/m.test(raw));
    const first = await startAppProcess(dataDir, uploadsDir, { seed: true, env: { MAIL_URL: holding.url } });
    processes.push(first);
    const [account] = first.info.accounts ?? [];
    const projectId = first.info.projectIds?.[0];
    const admin = first.info.admin;
    if (!account || !projectId || !admin) throw new Error('the seeded app has no candidate, project or admin');

    const candidate = await login(first.info.url, account.email, account.password);
    const applicationId = (await candidate.callAsync('applications.apply', projectId, {})) as string;
    const agency = await login(first.info.url, admin.email, admin.password);
    await agency.callAsync('applications.move', applicationId, 'shortlisted', 'You are on our shortlist', undefined);

    // The candidate's mail reaches SMTP, which never says it accepted it; then the server dies.
    const inFlight = await waitUntil(() => holding?.held.find((raw) => raw.includes(account.email) && raw.includes('shortlist')), {
      timeoutMs: 30_000,
      what: 'the mail handed to SMTP',
    });
    await first.kill();
    const owed = [...readCollection(dataDir, 'outboxMails').values()].find((mail) => mail.to === account.email && mail.topic === 'notification');
    expect(owed).toMatchObject({ status: 'waiting' });
    expect(messageIdOf(inFlight)).toBe(owed?.messageId);

    // A restart with SMTP working: the mail arrives, once, under the same Message-ID.
    sink = await startSmtpSink();
    const second = await startAppProcess(dataDir, uploadsDir, { env: { MAIL_URL: sink.url } });
    processes.push(second);
    const delivered = await sink.nextMail((mail) => mail.to.includes(account.email) && mail.text.includes('shortlist'), 30_000);
    expect(messageIdOf(delivered.raw)).toBe(owed?.messageId);
    await waitUntil(() => (readCollection(dataDir, 'outboxMails').get(String(owed?._id))?.status === 'sent' ? true : undefined), {
      timeoutMs: 10_000,
      what: 'the mail marked sent',
    });
    expect(sink.mails.filter((mail) => mail.to.includes(account.email) && mail.text.includes('shortlist'))).toHaveLength(1);
    await second.stop();
  });
});
