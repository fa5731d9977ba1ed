// The bundle's own rules: where its data may go (never inside the bundle), which Node it runs on,
// and which packages its package.json lists (the server's externals, at the project's versions).
import { describe, expect, it } from 'vitest';
import { dataLocationProblems, nodeVersionProblem } from './data-location';
import { bundleManifest, packageNameOf } from './package-manifest';

describe('dataLocationProblems', () => {
  const bundleDir = '/opt/expert-marketplace/bundle';

  it('accepts data folders outside the bundle, and MONGO_URL in place of METEOR_DB_DIR', () => {
    expect(dataLocationProblems({ METEOR_DB_DIR: '/var/lib/em/db', UPLOADS_DIR: '/var/lib/em/uploads' }, bundleDir)).toEqual([]);
    expect(dataLocationProblems({ MONGO_URL: 'mongodb://db/em', UPLOADS_DIR: '/var/lib/em/uploads' }, bundleDir)).toEqual([]);
    // A sibling whose name starts like the bundle's is outside it.
    expect(dataLocationProblems({ METEOR_DB_DIR: '/opt/expert-marketplace/bundle-data/db', UPLOADS_DIR: '/srv/up' }, bundleDir)).toEqual([]);
  });

  it('names each missing folder', () => {
    const problems = dataLocationProblems({}, bundleDir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('METEOR_DB_DIR');
    expect(problems[1]).toContain('UPLOADS_DIR');
  });

  it('refuses folders inside the bundle, relative ones resolved from the working directory', () => {
    const problems = dataLocationProblems({ METEOR_DB_DIR: 'data/db', UPLOADS_DIR: bundleDir }, bundleDir, bundleDir);
    expect(problems).toEqual([expect.stringContaining('METEOR_DB_DIR (data/db) is inside the bundle'), expect.stringContaining('UPLOADS_DIR')]);
  });
});

describe('nodeVersionProblem', () => {
  it('wants Node 24 or later', () => {
    expect(nodeVersionProblem('24.21.0')).toBeNull();
    expect(nodeVersionProblem('20.20.2')).toContain('needs Node 24');
  });
});

describe('the bundle manifest', () => {
  it('names packages by their root, scoped or not, and skips built-ins and paths', () => {
    expect(['react/jsx-runtime', '@react-email/render', '@scope/pkg/sub', 'node:fs', './x.js'].map(packageNameOf)).toEqual([
      'react',
      '@react-email/render',
      '@scope/pkg',
      null,
      null,
    ]);
  });

  it('pins the project versions and refuses a package that is not a runtime dependency', () => {
    const project = { name: 'app', version: '1.0.0', dependencies: { bcrypt: '6.0.0', react: '19.3.1' }, allowScripts: { bcrypt: false, esbuild: true } };
    expect(bundleManifest(project, ['bcrypt'])).toMatchObject({ dependencies: { bcrypt: '6.0.0' }, allowScripts: { bcrypt: false } });
    expect(() => bundleManifest(project, ['vite'])).toThrow('The server imports vite, which is not among package.json');
  });
});
