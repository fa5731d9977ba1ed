import { act, cleanup, render } from '@testing-library/react';
import { StrictMode, memo, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClientCollection } from '../mongo/client-collection';
import { loadMinimongo } from '../mongo/minimongo-engine';
import type { Document } from '../mongo/types';
import { Tracker } from '../tracker/index';
import { useFind, useTracker } from './index';

// These tests write with operators synchronously, as a method stub does: the client runtime loads
// Minimongo's modifiers when the browser is idle, these tests before they start.
beforeAll(() => loadMinimongo());
afterEach(() => cleanup());

type Person = Document & { name: string; city: string; age: number };

function people(): ClientCollection<Person> {
  const c = new ClientCollection<Person>(null);
  c.insert({ _id: 'a', name: 'Ann', city: 'Oslo', age: 30 });
  c.insert({ _id: 'b', name: 'Bob', city: 'Rome', age: 25 });
  return c;
}

describe('useTracker', () => {
  it('re-renders only when the data it read changed', () => {
    const c = people();
    let renders = 0;
    function OsloCount() {
      renders++;
      const n = useTracker(() => c.find({ city: 'Oslo' }).count());
      return <span data-testid="n">{n}</span>;
    }
    const view = render(<OsloCount />);
    expect(view.getByTestId('n').textContent).toBe('1');
    const before = renders;
    act(() => {
      c.update('b', { $set: { age: 26 } }); // Rome: irrelevant to the query
      c.update('a', { $set: { age: 31 } }); // in the query, but count is unchanged
    });
    expect(renders).toBe(before);
    act(() => {
      c.insert({ name: 'Cid', city: 'Oslo', age: 40 });
    });
    expect(view.getByTestId('n').textContent).toBe('2');
    expect(renders).toBe(before + 1);
  });

  it('re-runs with new deps and stops its computation on unmount', () => {
    const dep = new Tracker.Dependency();
    function Show({ label }: { label: string }) {
      const text = useTracker(() => {
        dep.depend();
        return label.toUpperCase();
      }, [label]);
      return <span data-testid="t">{text}</span>;
    }
    const view = render(<Show label="a" />);
    expect(view.getByTestId('t').textContent).toBe('A');
    view.rerender(<Show label="b" />);
    expect(view.getByTestId('t').textContent).toBe('B');
    expect(dep.hasDependents()).toBe(true);
    view.unmount();
    expect(dep.hasDependents()).toBe(false);
  });

  it('stays reactive under StrictMode and leaves nothing behind', () => {
    const c = people();
    const dep = new Tracker.Dependency();
    function Names() {
      const names = useTracker(() => {
        dep.depend();
        return c.find({}, { sort: { name: 1 } }).map((p) => p.name).join(',');
      });
      return <span data-testid="names">{names}</span>;
    }
    const view = render(
      <StrictMode>
        <Names />
      </StrictMode>,
    );
    expect(view.getByTestId('names').textContent).toBe('Ann,Bob');
    act(() => {
      c.insert({ name: 'Abe', city: 'Rome', age: 1 });
    });
    expect(view.getByTestId('names').textContent).toBe('Abe,Ann,Bob');
    view.unmount();
    act(() => Tracker.flush());
    expect(dep.hasDependents()).toBe(false);
  });
});

describe('useFind', () => {
  it('keeps unchanged documents identical so memo rows do not re-render', async () => {
    const c = people();
    const rowRenders: Record<string, number> = {};
    const Row = memo(function Row({ person }: { person: Person }) {
      rowRenders[person._id] = (rowRenders[person._id] ?? 0) + 1;
      return <li>{person.name}</li>;
    });
    let listRenders = 0;
    function List() {
      listRenders++;
      const list = useFind(() => c.find({}, { sort: { name: 1 } }), []);
      return (
        <ul>
          {list.map((p) => (
            <Row key={p._id} person={p} />
          ))}
        </ul>
      );
    }
    const view = render(<List />);
    expect(view.container.textContent).toBe('AnnBob');
    expect(rowRenders).toEqual({ a: 1, b: 1 });
    await act(async () => {
      c.update('b', { $set: { name: 'Bea' } });
    });
    expect(view.container.textContent).toBe('AnnBea');
    expect(rowRenders).toEqual({ a: 1, b: 2 });
    const listBefore = listRenders;
    await act(async () => {
      c.update('a', { $set: { age: 30 } }); // a no-op write
    });
    expect(listRenders).toBe(listBefore);
    await act(async () => {
      c.insert({ _id: 'c', name: 'Aaron', city: 'Oslo', age: 5 });
    });
    expect(view.container.textContent).toBe('AaronAnnBea');
    expect(rowRenders).toEqual({ a: 1, b: 2, c: 1 });
  });

  it('makes a new cursor when deps change', async () => {
    const c = people();
    let setCity: (city: string) => void = () => {};
    function ByCity() {
      const [city, set] = useState('Oslo');
      setCity = set;
      const list = useFind(() => c.find({ city }), [city]);
      return <span>{list.map((p) => p.name).join(',')}</span>;
    }
    const view = render(<ByCity />);
    expect(view.container.textContent).toBe('Ann');
    await act(async () => setCity('Rome'));
    expect(view.container.textContent).toBe('Bob');
    await act(async () => {
      c.insert({ name: 'Rita', city: 'Rome', age: 9 });
    });
    expect(view.container.textContent).toBe('Bob,Rita');
  });
  it('reads the result once for a batch of changes, not once per document', async () => {
    const c = people();
    let listRenders = 0;
    let fetches = 0;
    function List() {
      listRenders++;
      const list = useFind(() => {
        const cursor = c.find({}, { sort: { name: 1 } });
        const fetch = cursor.fetch.bind(cursor);
        cursor.fetch = () => {
          fetches++;
          return fetch();
        };
        return cursor;
      }, []);
      return <span>{list.length}</span>;
    }
    const view = render(<List />);
    await act(async () => {});
    const [rendersBefore, fetchesBefore] = [listRenders, fetches];
    await act(async () => {
      for (let i = 0; i < 20; i++) c.insert({ name: `P${i}`, city: 'Oslo', age: i });
    });
    expect(view.container.textContent).toBe('22');
    expect(fetches - fetchesBefore).toBe(1);
    expect(listRenders - rendersBefore).toBe(1);
  });
});
