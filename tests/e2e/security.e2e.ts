// The built app in Chromium under its security policy, run in `npm start`'s default folder layout:
// the page loads, connects over DDP and renders with the Content-Security-Policy and no CSP
// violation; a candidate's photo shows in the header and at its public address; the owner gets
// their CV; an oversized CV sent through the shared upload client (XMLHttpRequest) gets the 413
// and its message, not a dropped connection.
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DDP } from '../../packages/ddp-client/server';
import { projectRoot } from '../../scripts/meteor-resolver';
import { sampleImage, samplePdf } from '../../imports/api/files/test-samples';
import type * as UploadClientModule from '../../imports/api/files/upload-client';
import { WAIT } from '../helpers/e2e-kit';
import { passwordDigest } from '../helpers/e2e-accounts';
import { useE2eSession } from '../helpers/e2e-session';

type UploadClient = typeof UploadClientModule;
const CV_LIMIT_BYTES = 10 * 1024 * 1024;

interface Candidate {
  userId: string;
  token: string;
  tokenExpires: string;
}

describe('the built app under its security policy', () => {
  const session = useE2eSession();
  let uploadClientSource: string;

  beforeAll(async () => {
    const bundle = await build({
      entryPoints: [path.join(projectRoot, 'imports', 'api', 'files', 'upload-client.ts')],
      bundle: true,
      format: 'iife',
      globalName: '__uploadClient',
      write: false,
      target: 'es2022',
    });
    uploadClientSource = bundle.outputFiles[0]?.text ?? '';
  });

  /** A new candidate and a login token of theirs, logged in over DDP as a browser would. */
  async function candidate(): Promise<Candidate> {
    const user = await session.users.create({ first: 'Photo', last: 'Owner', role: 'candidate' });
    const connection = DDP.connect(session.app.url);
    try {
      const result = (await connection.callAsync('login', { user: { email: user.email }, password: passwordDigest(user.password) })) as {
        id: string;
        token: string;
        tokenExpires: Date | string;
      };
      return { userId: result.id, token: result.token, tokenExpires: new Date(result.tokenExpires).toISOString() };
    } finally {
      connection.close();
    }
  }

  /** A page that records every console message and CSP violation the browser reports. */
  async function watchedPage(signedIn?: Candidate): Promise<{ page: Page; problems: string[] }> {
    const page = await session.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.exposeFunction('__reportViolation', (text: string) => problems.push(text));
    await page.addInitScript((login) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
          `CSP violation: ${event.violatedDirective} ${event.blockedURI}`,
        );
      });
      if (login) {
        localStorage.setItem('Meteor.userId', login.userId);
        localStorage.setItem('Meteor.loginToken', login.token);
        localStorage.setItem('Meteor.loginTokenExpires', login.tokenExpires);
      }
    }, signedIn ?? null);
    return { page, problems };
  }

  it('loads, connects and renders with the policy, and the browser reports no violation', async () => {
    const { page, problems } = await watchedPage();
    const response = await page.goto(session.url('/engine/projects'));
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // The list arrives over the DDP WebSocket: the page connected through the origin check.
    await page.getByText(/\d+ projects? found/).first().waitFor(WAIT);
    expect(problems).toEqual([]);
  });

  it('serves its scripts without source maps or a pointer to them', async () => {
    const html = await (await fetch(session.url('/engine/projects'))).text();
    const scripts = [...html.matchAll(/src="(\/engine\/assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(await (await fetch(session.url(script))).text()).not.toContain('sourceMappingURL');
      expect((await fetch(session.url(`${script}.map`))).status).toBe(404);
    }
  });

  it("shows a candidate's photo in the header and at its public address, and gives them their CV", async () => {
    const owner = await candidate();
    const headers = { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/octet-stream' };
    const uploaded = await fetch(session.url('/upload/photo'), { method: 'POST', headers, body: new Uint8Array(await sampleImage('png', 96, 96)) });
    expect(uploaded.status).toBe(201);
    const { photo } = (await uploaded.json()) as { photo: string };
    // Stored in the default folder a real start uses, inside `.meteor/`.
    expect(path.relative(session.app.root, session.app.uploadsDir)).toBe(path.join('.meteor', 'local', 'uploads'));

    const { page, problems } = await watchedPage(owner);
    await page.goto(session.url('/engine/projects'));
    const avatar = page.locator(`img[src="/photo/${photo}"]`).first();
    await avatar.waitFor(WAIT);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), WAIT).toBeGreaterThan(0);

    // The public address, as an expert entry shows it, for a visitor without a login.
    const visitorPage = await session.newPage();
    await visitorPage.goto(session.url('/engine/experts'));
    const width = await visitorPage.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return img.naturalWidth;
    }, `/photo/${photo}`);
    expect(width).toBeGreaterThan(0);

    const cv = samplePdf();
    const sent = await fetch(session.url('/upload/cv'), { method: 'POST', headers: { ...headers, 'X-File-Name': 'cv.pdf' }, body: new Uint8Array(cv) });
    expect(sent.status).toBe(201);
    const download = await fetch(session.url(`/cv/${owner.userId}`), { headers: { Authorization: `Bearer ${owner.token}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(cv)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('answers an oversized CV sent with XMLHttpRequest with 413 and its message', async () => {
    const owner = await candidate();
    const { page, problems } = await watchedPage(owner);
    await page.goto(session.url('/engine/projects'));
    const cdp = await page.context().newCDPSession(page);
    // Through the DevTools protocol: the policy (rightly) refuses inline scripts.
    await cdp.send('Runtime.evaluate', { expression: uploadClientSource });
    await cdp.detach();
    const outcome = await page.evaluate(
      async ({ token, size }) => {
        const client = (window as unknown as { __uploadClient: UploadClient }).__uploadClient;
        const file = new File([new Uint8Array(size)], 'big-cv.pdf', { type: 'application/pdf' });
        try {
          await client.uploadFile(client.UPLOAD_URLS.cv, file, token);
          return { status: 200, code: 'none', message: 'accepted' };
        } catch (error) {
          const failure = error as { status: number; code: string; message: string };
          return { status: failure.status, code: failure.code, message: failure.message };
        }
      },
      { token: owner.token, size: CV_LIMIT_BYTES + 512 * 1024 },
    );
    expect(outcome).toEqual({ status: 413, code: 'too-large', message: 'The file is larger than 10 MB.' });
    expect(problems).toEqual([]);
  });
});
