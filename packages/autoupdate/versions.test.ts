import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type BuiltFile, clientVersionsFromFolder, computeClientVersions, fileKind } from './versions';

const build: BuiltFile[] = [
  { url: '/index.html', content: '<script src="/assets/index-1.js"></script>' },
  { url: '/assets/index-1.js', content: 'console.log(1)' },
  { url: '/assets/index-1.css', content: 'body{color:red}' },
  { url: '/assets/logo.png', content: new Uint8Array([1, 2, 3]) },
];

function replace(url: string, content: string): BuiltFile[] {
  return build.map((file) => (file.url === url ? { url, content } : file));
}

describe('client versions from a build', () => {
  const base = computeClientVersions(build);

  it('are SHA-1 hex digests and list the stylesheets as assets', () => {
    expect(base.version).toMatch(/^[0-9a-f]{40}$/);
    expect(base.versionRefreshable).toMatch(/^[0-9a-f]{40}$/);
    expect(base.versionNonRefreshable).toMatch(/^[0-9a-f]{40}$/);
    expect(base.assets).toEqual([{ url: '/assets/index-1.css' }]);
  });

  it('do not depend on the order of the files', () => {
    expect(computeClientVersions([...build].reverse())).toEqual(base);
  });

  it('a CSS change changes only the refreshable version', () => {
    const next = computeClientVersions(replace('/assets/index-1.css', 'body{color:blue}'));
    expect(next.versionRefreshable).not.toBe(base.versionRefreshable);
    expect(next.versionNonRefreshable).toBe(base.versionNonRefreshable);
    expect(next.version).not.toBe(base.version);
  });

  it('a JS or HTML change changes only the non-refreshable version', () => {
    for (const url of ['/assets/index-1.js', '/index.html']) {
      const next = computeClientVersions(replace(url, 'changed'));
      expect(next.versionNonRefreshable).not.toBe(base.versionNonRefreshable);
      expect(next.versionRefreshable).toBe(base.versionRefreshable);
    }
  });

  it('a renamed script (new content hash in its name) needs a reload', () => {
    const renamed = build.map((f) => (f.url === '/assets/index-1.js' ? { ...f, url: '/assets/index-2.js' } : f));
    expect(computeClientVersions(renamed).versionNonRefreshable).not.toBe(base.versionNonRefreshable);
  });

  it('a renamed stylesheet, relinked in the page, is still only a refreshable change', () => {
    const page = (css: string) => `<script src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="${css}">`;
    const before = computeClientVersions([...build, { url: '/page.html', content: page('/assets/a-1.css') }, { url: '/assets/a-1.css', content: 'a{}' }]);
    const after = computeClientVersions([...build, { url: '/page.html', content: page('/assets/a-2.css') }, { url: '/assets/a-2.css', content: 'a{b:c}' }]);
    expect(after.versionNonRefreshable).toBe(before.versionNonRefreshable);
    expect(after.versionRefreshable).not.toBe(before.versionRefreshable);
    expect(after.assets).toContainEqual({ url: '/assets/a-2.css' });
  });

  it('an image change changes neither partial version', () => {
    const next = computeClientVersions(build.map((f) => (f.url === '/assets/logo.png' ? { ...f, content: 'x' } : f)));
    expect(next.versionNonRefreshable).toBe(base.versionNonRefreshable);
    expect(next.versionRefreshable).toBe(base.versionRefreshable);
    expect(next.version).not.toBe(base.version);
  });

  it('a runtime config change needs a reload, but its autoupdate keys do not count', () => {
    const a = computeClientVersions(build, { runtimeConfig: { ROOT_URL: 'http://a', autoupdate: { versions: 1 } } });
    const b = computeClientVersions(build, { runtimeConfig: { ROOT_URL: 'http://a', autoupdate: { versions: 2 } } });
    const c = computeClientVersions(build, { runtimeConfig: { ROOT_URL: 'http://b' } });
    expect(b).toEqual(a);
    expect(c.versionNonRefreshable).not.toBe(a.versionNonRefreshable);
    expect(c.versionRefreshable).toBe(a.versionRefreshable);
  });

  it('AUTOUPDATE_VERSION replaces all three versions', () => {
    const forced = computeClientVersions(build, { autoupdateVersion: 'release-42' });
    expect(forced).toMatchObject({ version: 'release-42', versionRefreshable: 'release-42', versionNonRefreshable: 'release-42' });
  });

  it('classifies files by extension, ignoring query strings', () => {
    expect(fileKind('/a.css?meteor_css_resource=true')).toBe('refreshable');
    expect(fileKind('/a.MJS')).toBe('non-refreshable');
    expect(fileKind('/a.js.map')).toBe('other');
  });
});

describe('client versions from a built folder', () => {
  let dir: string | undefined;

  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('reads every file below the folder with its URL', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'autoupdate-'));
    await mkdir(path.join(dir, 'assets'));
    for (const file of build) await writeFile(path.join(dir, file.url), file.content);
    expect(await clientVersionsFromFolder(dir)).toEqual(computeClientVersions(build));
    const prefixed = await clientVersionsFromFolder(dir, { baseUrl: '/engine' });
    expect(prefixed.assets).toEqual([{ url: '/engine/assets/index-1.css' }]);
  });
});
