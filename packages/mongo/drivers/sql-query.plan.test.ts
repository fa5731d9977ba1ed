// The translation's SQL against SQLite's planner and against hostile selectors: an equality on an
// indexed scalar path and the lists' `{status} sorted by publishedAt desc, limit` use the
// driver's expression indexes (pathExpression) without sorting in a temporary B-tree, and no
// field name or value a client sends is ever written into the SQL text.
import { describe, expect, it } from 'vitest';
import { compileMatcher } from './memory-query';
import { pathExpression, translateSelector, translateSort } from './sql-query';
import { SqlStore } from '../test-fixtures/sql-store';
import type { Document } from '../types';

const docs: Document[] = Array.from({ length: 2000 }, (_, i) => ({
  _id: `p${String(i).padStart(5, '0')}`,
  status: ['published', 'draft', 'unpublished'][i % 3] as string,
  publishedAt: new Date(Date.UTC(2026, 0, 1 + (i % 300))),
  urlName: `person-${i}`,
  skills: ['java', `skill-${i % 50}`],
}));
const shape = { docColumn: 'doc', scalarPaths: new Set(['status', 'publishedAt', 'urlName']) };

function planOf(store: SqlStore, sql: string, params: unknown[]): string {
  const rows = store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(params as never[]));
  return rows.map((row) => row.detail as string).join('\n');
}

describe('SQL translation and the query planner', () => {
  const store = new SqlStore(docs);
  store.db.exec(`CREATE INDEX items_urlName ON items (${pathExpression('urlName', 'doc')})`);
  store.db.exec(`CREATE INDEX items_status_publishedAt ON items (${pathExpression('status', 'doc')}, ${pathExpression('publishedAt', 'doc')} DESC)`);
  store.db.exec('ANALYZE');

  it('looks up an equality on an indexed scalar path through its index', () => {
    const condition = translateSelector({ urlName: 'person-42' }, shape);
    expect(condition?.exact).toBe(true);
    const sql = `SELECT _id, doc FROM items WHERE ${condition?.sql}`;
    expect(planOf(store, sql, condition?.params ?? [])).toMatch(/SEARCH items USING INDEX items_urlName/);
    expect(store.ids(condition?.sql ?? '', condition?.params ?? [])).toEqual(['p00042']);
  });

  it('walks (status, publishedAt desc) for a list page: no temporary B-tree, mingo order', () => {
    const selector = { status: 'published' };
    const sort = { publishedAt: -1 as const, _id: 1 as const };
    const condition = translateSelector(selector, shape);
    const order = translateSort(sort, shape);
    expect(condition?.exact).toBe(true);
    const sql = `SELECT _id, doc FROM items WHERE ${condition?.sql} ORDER BY ${order} LIMIT 20`;
    const plan = planOf(store, sql, condition?.params ?? []);
    expect(plan).toMatch(/SEARCH items USING INDEX items_status_publishedAt/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
    expect(store.ids(condition?.sql ?? '', condition?.params ?? [], order ?? '', 20)).toEqual(store.mingoIds(selector, sort).slice(0, 20));
  });

  it('ends a range with both bounds of one type at its upper bound, not at the end of the type', () => {
    const from = new Date(Date.UTC(2026, 5, 1));
    const to = new Date(Date.UTC(2026, 6, 1));
    for (const selector of [{ publishedAt: { $gte: from, $lt: to } }, { _id: { $gt: 'p00100', $lte: 'p00300' } }]) {
      const condition = translateSelector(selector, shape);
      // Two comparisons with parameters and no constant type bound SQLite could take as the range's end.
      expect(condition?.sql.match(/ [<>]=? \?/g)).toHaveLength(2);
      expect(condition?.sql).not.toMatch(/[<>]=? (x?''|x'0[AB]')|IS NOT NULL/);
      expect(store.ids(condition?.sql ?? '', condition?.params ?? [])).toEqual(store.mingoIds(selector, { _id: 1 }));
    }
    // Bounds of two types keep each type's own range (mingo compares within one type).
    expect(translateSelector({ publishedAt: { $gte: from, $lt: 'z' } }, shape)?.sql).toMatch(/< x'0B'/);
  });

  it('uses the same index for a date range inside the status', () => {
    const condition = translateSelector({ status: 'published', publishedAt: { $gte: new Date(Date.UTC(2026, 5, 1)) } }, shape);
    const plan = planOf(store, `SELECT _id, doc FROM items WHERE ${condition?.sql}`, condition?.params ?? []);
    expect(plan).toMatch(/USING INDEX items_status_publishedAt \(<expr>=\? AND <expr>>\? AND <expr><\?\)/);
  });
});

describe("the notifications dispatcher's queue (a missing field through its index)", () => {
  // 2,000 events, one in a hundred not dispatched yet (most events wait a moment at most): `{ dispatchedAt: null }` (what `$exists: false`
  // means for a field never stored as null) is a search of the index's NULL keys, oldest first.
  const events: Document[] = Array.from({ length: 2000 }, (_, i) => ({
    _id: `e${String(i).padStart(5, '0')}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 2000 - i)),
    ...(i % 100 === 0 ? {} : { dispatchedAt: new Date(Date.UTC(2026, 1, 1)) }),
  }));
  const eventShape = { docColumn: 'doc', scalarPaths: new Set(['dispatchedAt', 'createdAt']) };
  const store = new SqlStore(events);
  store.db.exec(`CREATE INDEX items_dispatchedAt_createdAt ON items (${pathExpression('dispatchedAt', 'doc')}, ${pathExpression('createdAt', 'doc')}, _id)`);
  store.db.exec('ANALYZE');

  it('reads the oldest undispatched event, skipping failed ones, through the index without sorting', () => {
    for (const [selector, sort] of [
      [{ dispatchedAt: null, _id: { $nin: ['e01900'] } }, { createdAt: 1 as const }],
      [{ dispatchedAt: null }, { createdAt: -1 as const, _id: -1 as const }],
    ] as const) {
      const condition = translateSelector(selector, eventShape);
      const order = translateSort(sort, eventShape);
      expect(condition?.exact).toBe(true);
      const plan = planOf(store, `SELECT _id, doc FROM items WHERE ${condition?.sql} ORDER BY ${order} LIMIT 1`, condition?.params ?? []);
      expect(plan).toMatch(/SEARCH items USING INDEX items_dispatchedAt_createdAt/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
      expect(store.ids(condition?.sql ?? '', condition?.params ?? [], order ?? '', 1)).toEqual(store.mingoIds({ dispatchedAt: { $exists: false }, ...('_id' in selector ? { _id: selector._id } : {}) }, sort).slice(0, 1));
    }
  });
});

describe('hostile selectors', () => {
  const store = new SqlStore(docs.slice(0, 30));
  const hostile = "x'); DROP TABLE items; --";

  it('passes values only as parameters', () => {
    for (const selector of [{ status: hostile }, { status: { $in: [hostile, '"', "'"] } }, { urlName: { $regex: "x'\\); DROP TABLE items; --", $options: 'i' } }, { _id: hostile }, { skills: { $all: [hostile] } }]) {
      const condition = translateSelector(selector, shape);
      expect(condition?.sql).not.toContain('DROP');
      expect(condition?.params.some((param) => typeof param === 'string' && param.includes('DROP'))).toBe(true);
      expect(store.ids(condition?.sql ?? '', condition?.params ?? [])).toEqual([]);
    }
    expect(store.ids('1', [])).toHaveLength(30);
  });

  it('writes only plain field names into SQL; any other key is left to mingo', () => {
    for (const key of [hostile, "a'b", 'a"b', 'a.$where', 'a..b', '', 'a.0', '__proto__x.y z', 'a\u0000b', 'a.b.c.d.e']) {
      expect(translateSelector({ [key]: 1 }, shape), key).toBeNull();
      expect(() => pathExpression(key, 'doc')).toThrow();
    }
    // A dropped conjunct leaves a superset for mingo to filter.
    expect(translateSelector({ status: 'published', [hostile]: 1 }, shape)).toMatchObject({ exact: false });
  });

  it('leaves $where to mingo, which refuses it with scripts disabled', () => {
    const selector = { $where: 'sleep(1000) || true' };
    expect(translateSelector(selector, shape)).toBeNull();
    expect(translateSelector({ $or: [{ status: 'draft' }, selector] }, shape)).toBeNull();
    expect(() => compileMatcher(selector)).toThrow(/scriptEnabled/);
  });

  it('leaves deeply nested operators to mingo instead of nesting SQL without bound', () => {
    let deep: Record<string, unknown> = { status: 'published' };
    for (let i = 0; i < 2000; i += 1) deep = { $and: [deep] };
    expect(translateSelector(deep, shape)).toBeNull();
    let not: unknown = 'published';
    for (let i = 0; i < 2000; i += 1) not = { $not: typeof not === 'string' ? { $eq: not } : not };
    expect(translateSelector({ status: not as Record<string, unknown> }, shape)).toBeNull();
  });

  it('passes a huge $in as one JSON parameter, within SQLite limits', () => {
    const ids = Array.from({ length: 100_000 }, (_, i) => `p${String(i).padStart(5, '0')}`);
    const condition = translateSelector({ _id: { $in: ids } }, shape);
    expect(condition?.params).toHaveLength(1);
    expect(store.ids(condition?.sql ?? '', condition?.params ?? [])).toHaveLength(30);
    const mixed = translateSelector({ status: { $in: [...ids.slice(0, 40_000).map((_, i) => i % 2 === 0), 'x'] } }, shape);
    expect(mixed).toBeNull();
  });
});
