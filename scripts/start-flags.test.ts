// The tests and benchmarks start the built server with the same Node flags as `npm start`, so
// what they measure is what runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../tests/helpers/start-built-app';
import { projectRoot } from './meteor-resolver';

describe('the server start command', () => {
  it('gives the server the flags the test launcher uses', () => {
    const start = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} .meteor/local/build/server/main.js`);
  });
});
