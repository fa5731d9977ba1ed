// The built server (what `npm start` runs) runs on the Node pinned in package.json: the browser
// tests start it with process.execPath, which is that Node when vitest runs through npm scripts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/meteor-resolver';
import { type BuiltApp, startBuiltApp } from '../helpers/start-built-app';

const pinned = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies.node;

describe('the built server runtime', () => {
  let app: BuiltApp;
  beforeAll(async () => {
    app = await startBuiltApp({ env: { METEOR_SETTINGS: '{"public":{}}' } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('says at start that it runs on the pinned Node', () => {
    expect(app.output()).toContain(`=> Node v${pinned}\n`);
  });

  it('serves on that runtime', async () => {
    const response = await fetch(`${app.url}/engine/projects`);
    expect(response.status).toBe(200);
  });
});
