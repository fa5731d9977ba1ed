// The project runs on the Node it pins (package.json `dependencies.node`, installed by npm into
// node_modules/.bin/node, which npm scripts put first on PATH): vitest's workers, and the native
// modules the server loads (bcrypt, sharp) must work on it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcrypt';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './meteor-resolver';

const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  engines: { node: string };
};
const pinned = manifest.dependencies.node;

describe('the pinned Node runtime', () => {
  it('pins an exact Node 24 release, matching engines and @types/node', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(manifest.engines.node).toMatch(/^>=24\.\d+ <25$/);
    expect(manifest.devDependencies['@types/node']).toMatch(/^24\./);
  });

  it('runs this test worker on the pinned Node', () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it('is the node that npm scripts find first on PATH', () => {
    const version = execFileSync('node', ['-p', 'process.version'], { encoding: 'utf8', env: process.env }).trim();
    expect(version).toBe(`v${pinned}`);
  });

  it('hashes and verifies passwords with bcrypt off the event loop', async () => {
    const hash = await bcrypt.hash('correct horse', 4);
    expect(await bcrypt.compare('correct horse', hash)).toBe(true);
    expect(await bcrypt.compare('wrong horse', hash)).toBe(false);
  });

  it('decodes and re-encodes images with sharp', async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#336699' } }).png().toBuffer();
    const jpeg = await sharp(png).resize(4, 3).jpeg().toBuffer();
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 4, height: 3 });
  });
});
