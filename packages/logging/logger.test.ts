// The logger as the server builds it from its environment: LOG_LEVEL picks the lowest level
// written (info by default; `silent` writes nothing; a word that is no level says so and keeps
// info), LOG_FORMAT and the terminal pick JSON or pino-pretty, every line is one JSON object with
// a level, an ISO time and the message, an error only by its type, code, message and stack, and
// a field named like a secret never reaches the output.
import { describe, expect, it } from 'vitest';
import { captureLog } from './log-capture.testkit';
import { createServerLogger, logLevelFromEnv, wantsPrettyLogs } from './logger';
import { Log } from './server';

function capturingLogger(env: NodeJS.ProcessEnv, stdoutIsTty = false) {
  const lines: string[] = [];
  const logger = createServerLogger({ env, stdoutIsTty, output: () => ({ write: (line) => void lines.push(line) }) });
  return { logger, lines };
}

describe('the server logger', () => {
  it('writes info and above by default, one JSON object a line with level, ISO time and message', () => {
    const { logger, lines } = capturingLogger({});
    logger.debug('not written');
    logger.info({ sessionId: 'abc' }, 'written');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] as string) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 30, msg: 'written', sessionId: 'abc' });
    expect(new Date(entry.time as string).toISOString()).toBe(entry.time);
  });

  it('filters by LOG_LEVEL', () => {
    const { logger, lines } = capturingLogger({ LOG_LEVEL: 'warn' });
    logger.info('dropped');
    logger.warn('kept');
    logger.error('kept too');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['kept', 'kept too']);
    const debug = capturingLogger({ LOG_LEVEL: 'DEBUG' });
    debug.logger.debug('shown');
    expect(debug.lines).toHaveLength(1);
  });

  it('writes nothing at LOG_LEVEL=silent, not even the fatal lines', () => {
    expect(logLevelFromEnv({ LOG_LEVEL: ' Silent ' })).toEqual({ level: 'silent' });
    const { logger, lines } = capturingLogger({ LOG_LEVEL: 'silent' });
    logger.info('dropped');
    logger.error({ err: new Error('dropped') }, 'dropped');
    logger.fatal('dropped');
    expect(lines).toEqual([]);
    // Meteor's `Log` on the same setting.
    const captured = captureLog({ level: 'silent' });
    try {
      Log.error('dropped', { sessionId: 'abc' });
      expect(Log.isEnabled('fatal')).toBe(false);
    } finally {
      captured.restore();
    }
    expect(captured.text()).toBe('');
  });

  it('keeps info for a LOG_LEVEL that is no level, and says so', () => {
    expect(logLevelFromEnv({ LOG_LEVEL: 'verbose' })).toEqual({ level: 'info', refused: 'verbose' });
    const { lines } = capturingLogger({ LOG_LEVEL: 'verbose' });
    expect(lines.join('')).toContain('LOG_LEVEL=\\"verbose\\" is not a level');
  });

  it('pretty-prints in development on a terminal or when asked, JSON otherwise', () => {
    expect(wantsPrettyLogs({}, true)).toBe(true);
    expect(wantsPrettyLogs({}, false)).toBe(false);
    expect(wantsPrettyLogs({ NODE_ENV: 'production' }, true)).toBe(false);
    expect(wantsPrettyLogs({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, false)).toBe(true);
    expect(wantsPrettyLogs({ LOG_FORMAT: 'json' }, true)).toBe(false);
    const { logger, lines } = capturingLogger({ LOG_FORMAT: 'pretty' });
    logger.info('=> App running at: http://localhost:3000/engine/projects');
    expect(lines[0]).toContain('=> App running at: http://localhost:3000/engine/projects');
    expect(() => JSON.parse(lines[0] as string)).toThrow();
  });

  it('writes an error by its type, code, message and stack, not its other fields', () => {
    const { logger, lines } = capturingLogger({});
    const error = Object.assign(new Error('E11000 duplicate key', { cause: new Error('the index') }), { code: 11000, keyValue: { email: 'someone@example.com' } });
    logger.error({ err: error }, 'refused');
    const entry = JSON.parse(lines[0] as string) as { err: Record<string, unknown> };
    expect(entry.err).toMatchObject({ type: 'Error', code: 11000, message: 'E11000 duplicate key: the index' });
    expect(entry.err.stack).toContain('caused by: Error: the index');
    expect(lines[0]).not.toContain('someone@example.com');
  });

  it('never writes a field named like a secret', () => {
    const { logger, lines } = capturingLogger({});
    logger.info(
      { password: 'hunter2', token: 'tok-1', params: ['secret-arg'], headers: { authorization: 'Bearer b-1', cookie: 'c=1' }, call: { resume: 'r-1' } },
      'with secrets',
    );
    for (const secret of ['hunter2', 'tok-1', 'secret-arg', 'Bearer b-1', 'c=1', 'r-1']) expect(lines[0]).not.toContain(secret);
    expect(lines[0]).toContain('[redacted]');
  });
});
