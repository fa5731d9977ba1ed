// The crossbar's routes: a live query pinned to a field's value (`{userId: 'a'}`) hears of a write
// only when a document the write touched — before or after it — holds that value; a query
// without a route hears of every write, and so does every query when a write cannot say what
// it touched (MongoDB's, a failed batch).
import { afterEach, describe, expect, it } from 'vitest';
import { fireWrite, listenForWrites } from './crossbar';
import { writeRouteOf } from './observe-multiplexer';

const heard: string[] = [];
const stops: Array<() => void> = [];
const listen = (name: string, route?: { field: string; value: string }) =>
  stops.push(
    listenForWrites(
      'routed',
      async () => {
        heard.push(name);
      },
      route,
    ),
  );

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  heard.length = 0;
});

describe('crossbar routes', () => {
  it('wakes only the queries pinned to a value some touched document holds, and every unpinned one', async () => {
    listen('ada', { field: 'userId', value: 'ada' });
    listen('bob', { field: 'userId', value: 'bob' });
    listen('everything');
    await fireWrite('routed', ['n1'], [{ _id: 'n1', userId: 'bob' }]);
    expect(heard.sort()).toEqual(['bob', 'everything']);
  });

  it('wakes the query of the value a document had before the write as well as after it', async () => {
    listen('ada', { field: 'userId', value: 'ada' });
    listen('bob', { field: 'userId', value: 'bob' });
    await fireWrite('routed', ['n1'], [{ _id: 'n1', userId: 'ada' }, { _id: 'n1', userId: 'bob' }]);
    expect(heard.sort()).toEqual(['ada', 'bob']);
  });

  it('matches an array field by any of its strings, and wakes everyone when the write cannot say what it touched', async () => {
    listen('admin', { field: 'roles', value: 'admin' });
    listen('ada', { field: 'userId', value: 'ada' });
    await fireWrite('routed', ['u1'], [{ _id: 'u1', roles: ['candidate', 'admin'] }]);
    expect(heard).toEqual(['admin']);
    heard.length = 0;
    await fireWrite('routed', null);
    expect(heard.sort()).toEqual(['ada', 'admin']);
  });

  it('stops calling a listener once it stopped listening', async () => {
    listen('ada', { field: 'userId', value: 'ada' });
    for (const stop of stops.splice(0)) stop();
    await fireWrite('routed', ['n1'], [{ _id: 'n1', userId: 'ada' }]);
    expect(heard).toEqual([]);
  });
});

describe('a selector’s route', () => {
  it('is its first top-level field pinned to a string, never _id, an operator or a dotted path', () => {
    expect(writeRouteOf({ userId: 'ada', readAt: { $exists: false } })).toEqual({ field: 'userId', value: 'ada' });
    expect(writeRouteOf({ status: 'open', companyId: 'c1' })).toEqual({ field: 'companyId', value: 'c1' });
    expect(writeRouteOf({ _id: 'x', 'profile.name': 'n', $or: [{ a: 'b' }], count: 3 })).toBeNull();
  });
});
