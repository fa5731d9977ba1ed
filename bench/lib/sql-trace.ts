// Diagnostic preload for a server under test on SQLite: logs the first run of each statement
// slower than BENCH_SQL_TRACE_MS (default 5) with its parameters, time and EXPLAIN QUERY PLAN,
// every query the driver could not run in SQL (sqliteQueryEvents), and at exit each slow
// statement's count, total and worst time, to BENCH_SQL_TRACE_FILE. It patches
// node:sqlite's statements from outside, so the driver is measured as it is. Use it with
//   BENCH_SQL_TRACE_FILE=/tmp/sql.log BENCH_SERVER_NODE_ARGS="--import tsx --import ./bench/lib/sql-trace.ts" \
//     npm run bench -- admin.tables
// (servers started through tsx: admin.tables, queries.admin, queries.lists).
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { type DatabaseSync, type SQLInputValue, StatementSync } from 'node:sqlite';
import { sqliteQueryEvents } from '../../packages/mongo/drivers/sqlite-collection';

const file = process.env.BENCH_SQL_TRACE_FILE;
const thresholdMs = Number(process.env.BENCH_SQL_TRACE_MS ?? 5);
const owners = new WeakMap<StatementSync, DatabaseSync>();
const slow = new Map<string, { count: number; totalMs: number; maxMs: number }>();

function log(line: string): void {
  if (file) appendFileSync(file, `${line}\n`);
}

function plan(db: DatabaseSync | undefined, sql: string, params: SQLInputValue[]): string {
  if (!db) return '';
  try {
    const rows = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>;
    return rows.map((row) => `    plan: ${row.detail}`).join('\n');
  } catch (error) {
    return `    plan failed: ${String(error)}`;
  }
}

if (file) {
  const { DatabaseSync: Database } = await import('node:sqlite');
  const prepare = Database.prototype.prepare;
  Database.prototype.prepare = function (this: DatabaseSync, sql: string) {
    const statement = prepare.call(this, sql);
    owners.set(statement, this);
    return statement;
  } as typeof prepare;
  for (const method of ['all', 'get'] as const) {
    const original = StatementSync.prototype[method] as (...params: SQLInputValue[]) => unknown;
    (StatementSync.prototype as unknown as Record<string, unknown>)[method] = function (this: StatementSync, ...params: SQLInputValue[]) {
      const started = performance.now();
      const result = original.apply(this, params);
      const ms = performance.now() - started;
      if (ms >= thresholdMs && !this.sourceSQL.startsWith('EXPLAIN')) {
        const seen = slow.get(this.sourceSQL);
        if (seen) {
          seen.count += 1;
          seen.totalMs += ms;
          seen.maxMs = Math.max(seen.maxMs, ms);
          return result;
        }
        slow.set(this.sourceSQL, { count: 1, totalMs: ms, maxMs: ms });
        const shown = params.map((param) => (typeof param === 'string' && param.length > 80 ? `${param.slice(0, 80)}…` : param));
        const rows = Array.isArray(result) ? ` rows=${result.length}` : '';
        const detail = plan(owners.get(this), this.sourceSQL, params);
        log(`${ms.toFixed(1)} ms${rows} ${this.sourceSQL} -- ${JSON.stringify(shown)}${detail ? `\n${detail}` : ''}`);
      }
      return result;
    };
  }
  process.on('exit', () => {
    const worst = [...slow].sort((a, b) => b[1].totalMs - a[1].totalMs);
    for (const [sql, seen] of worst) log(`SUMMARY ${seen.count}× total ${seen.totalMs.toFixed(0)} ms, max ${seen.maxMs.toFixed(1)} ms: ${sql}`);
  });
  sqliteQueryEvents.onFallback = (collection, selector, sort, reason) => log(`${reason} ${collection} ${JSON.stringify(selector)} sort ${JSON.stringify(sort ?? null)}`);
}
