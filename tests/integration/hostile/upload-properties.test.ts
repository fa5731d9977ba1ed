// Property-based hostile uploads against the real upload routes (POST /upload/cv and
// /upload/photo, a logged-in candidate): random bytes, truncated images, images claiming huge
// dimensions, DOCX zip bombs and PDF/HTML polyglots (upload-bodies.ts). Oracle: the answer is
// 201 or a 4xx with a message (never a 500), the process answers the next DDP ping, no temp
// file is left behind, data files are unchanged after a refusal, and an accepted CV is served
// only as an attachment that no browser may run (nosniff, CSP default-src 'none').
import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, startAppFixture } from '../../helpers/app-fixture';
import { RawDdpClient } from '../../helpers/raw-ddp-client';
import { waitUntil } from '../../helpers/wait-until';
import { dataHash } from './data-hash';
import { uploadBody } from './upload-bodies';

const SEED = Number(process.env.HOSTILE_SEED ?? 20261123);
let fixture: AppFixture;
let token: string;
let userId: string;
let valid: Buffer[];

beforeAll(async () => {
  fixture = await startAppFixture({ demoContent: false });
  const login = await fixture.loginAs(await fixture.createUser({ roles: ['candidate'] }));
  if (!login.token) throw new Error('no login token');
  token = login.token;
  userId = login.userId as string;
  const base = sharp({ create: { width: 300, height: 200, channels: 3, background: '#5588aa' } });
  valid = [await base.clone().jpeg().toBuffer(), await base.clone().png().toBuffer(), await base.clone().webp().toBuffer()];
}, 60_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('hostile uploads, property-based', () => {
  it('answers every generated body with 201 or a clear 4xx and keeps serving', async () => {
    const ddp = await RawDdpClient.connect(fixture.url.replace('http', 'ws') + '/websocket');
    await ddp.handshake();
    try {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('cv', 'photo'), uploadBody(valid), async (route, { label, body }) => {
          const before = dataHash(fixture.dataDir);
          const response = await fetch(`${fixture.url}/upload/${route}`, {
            method: 'POST',
            body: new Uint8Array(body),
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream', 'X-File-Name': 'upload.bin' },
          });
          const answer = (await response.json()) as { message?: unknown };
          expect(response.status, `${route} ${label}: ${JSON.stringify(answer)}`).not.toBe(500);
          if (response.status === 201) {
            if (route === 'cv') {
              const served = await fetch(`${fixture.url}/cv/${userId}`, { headers: { Authorization: `Bearer ${token}` } });
              expect(served.status).toBe(200);
              expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
              expect(served.headers.get('x-content-type-options')).toBe('nosniff');
              expect(served.headers.get('content-security-policy')).toMatch(/^default-src 'none'(;|$)/);
              await served.arrayBuffer();
            }
          } else {
            expect(response.status, label).toBeGreaterThanOrEqual(400);
            expect(response.status, label).toBeLessThan(500);
            expect(typeof answer.message, `${label}: ${JSON.stringify(answer)}`).toBe('string');
            expect(dataHash(fixture.dataDir), `a refused ${label} changed a data file`).toBe(before);
          }
          // The route removes its temp file right after answering.
          const tmp = path.join(fixture.uploadsDir, 'tmp');
          await waitUntil(() => (readdirSync(tmp).length === 0 ? true : undefined), { what: `no temp file left after ${label}`, timeoutMs: 5_000, describe: () => readdirSync(tmp) });
          await ddp.ping();
        }),
        { numRuns: Number(process.env.HOSTILE_UPLOAD_RUNS ?? 40), seed: SEED },
      );
    } finally {
      await ddp.close();
    }
  }, 180_000);
});
