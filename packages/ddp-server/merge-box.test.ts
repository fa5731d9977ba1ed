// The merge box with recording callbacks (no session, no socket): what a client is told when
// several subscriptions publish the same documents.
import { describe, expect, it } from 'vitest';
import { MergeBox } from './merge-box';
import type { MergeBoxCallbacks } from './session-collection-view';

type Recorded = [string, string, string, Record<string, unknown>?];

function recorder(): { calls: Recorded[]; callbacks: MergeBoxCallbacks } {
  const calls: Recorded[] = [];
  return {
    calls,
    callbacks: {
      added: (collection, id, fields) => calls.push(['added', collection, id, { ...fields }]),
      changed: (collection, id, fields) => calls.push(['changed', collection, id, { ...fields }]),
      removed: (collection, id) => calls.push(['removed', collection, id]),
    },
  };
}

describe('merge box', () => {
  it('sends one added for a document two subscriptions share, then changed for new fields', () => {
    const { calls, callbacks } = recorder();
    const box = new MergeBox(callbacks);
    box.added('Ns1', 'posts', 'p1', { title: 'Hi' });
    box.added('Ns2', 'posts', 'p1', { title: 'Hi', body: 'Text' });
    expect(calls).toEqual([
      ['added', 'posts', 'p1', { title: 'Hi' }],
      ['changed', 'posts', 'p1', { body: 'Text' }],
    ]);
  });

  it('clears only the leaving subscription’s fields, and removes with the last one', () => {
    const { calls, callbacks } = recorder();
    const box = new MergeBox(callbacks);
    box.added('Ns1', 'posts', 'p1', { title: 'Hi' });
    box.added('Ns2', 'posts', 'p1', { body: 'Text' });
    calls.length = 0;
    box.removed('Ns2', 'posts', 'p1');
    expect(calls).toEqual([['changed', 'posts', 'p1', { body: undefined }]]);
    box.removed('Ns1', 'posts', 'p1');
    expect(calls[1]).toEqual(['removed', 'posts', 'p1']);
    expect(box.snapshot().size).toBe(0);
  });

  it('shows the first provider’s value; the next one becomes visible when it leaves', () => {
    const { calls, callbacks } = recorder();
    const box = new MergeBox(callbacks);
    box.added('Ns1', 'posts', 'p1', { title: 'A' });
    box.added('Ns2', 'posts', 'p1', { title: 'B' });
    box.changed('Ns2', 'posts', 'p1', { title: 'B2' }); // not visible: s1 has precedence
    expect(calls).toEqual([['added', 'posts', 'p1', { title: 'A' }]]);
    box.removed('Ns1', 'posts', 'p1');
    expect(calls[1]).toEqual(['changed', 'posts', 'p1', { title: 'B2' }]);
  });

  it('suppresses changes that change nothing (EJSON equality) and ignores _id', () => {
    const { calls, callbacks } = recorder();
    const box = new MergeBox(callbacks);
    box.added('Ns1', 'c', 'd1', { _id: 'd1', at: new Date(5), tags: ['a'] });
    box.changed('Ns1', 'c', 'd1', { at: new Date(5), tags: ['a'] });
    box.changed('Ns1', 'c', 'd1', { tags: ['a', 'b'], _id: 'x' });
    expect(calls).toEqual([
      ['added', 'c', 'd1', { at: new Date(5), tags: ['a'] }],
      ['changed', 'c', 'd1', { tags: ['a', 'b'] }],
    ]);
  });

  it('merges top-level fields only: a sub-document is replaced whole', () => {
    const { calls, callbacks } = recorder();
    const box = new MergeBox(callbacks);
    box.added('Ns1', 'c', 'd1', { profile: { a: 1 } });
    box.added('Ns2', 'c', 'd1', { profile: { b: 2 } });
    expect(box.snapshot().get('c')!.get('d1')).toEqual({ profile: { a: 1 } });
    box.removed('Ns1', 'c', 'd1');
    expect(calls[1]).toEqual(['changed', 'c', 'd1', { profile: { b: 2 } }]);
  });

  it('keeps its own copy: mutating a published object does not change what it compares with', () => {
    const { calls, callbacks } = recorder();
    const box = new MergeBox(callbacks);
    const tags = ['a'];
    box.added('Ns1', 'c', 'd1', { tags });
    tags.push('b');
    box.changed('Ns1', 'c', 'd1', { tags });
    expect(calls[1]).toEqual(['changed', 'c', 'd1', { tags: ['a', 'b'] }]);
  });

  it('clears a field when its only provider sets it to undefined', () => {
    const { calls, callbacks } = recorder();
    const box = new MergeBox(callbacks);
    box.added('Ns1', 'c', 'd1', { a: 1, b: 2 });
    box.changed('Ns1', 'c', 'd1', { a: undefined });
    expect(calls[1]).toEqual(['changed', 'c', 'd1', { a: undefined }]);
  });

  it('refuses to change or remove a document it never had', () => {
    const box = new MergeBox(recorder().callbacks);
    expect(() => box.changed('Ns1', 'c', 'nope', { a: 1 })).toThrow('Could not find element with id nope to change');
    expect(() => box.removed('Ns1', 'c', 'nope')).toThrow('Removed nonexistent document nope');
  });

  it('diffs two boxes into the minimal added/changed/removed', () => {
    const before = new MergeBox(recorder().callbacks);
    before.added('Ns1', 'c', 'kept', { a: 1, gone: true });
    before.added('Ns1', 'c', 'dropped', { a: 1 });
    before.added('Ns1', 'old', 'x', { a: 1 });
    const after = new MergeBox(recorder().callbacks);
    after.added('Ns1', 'c', 'kept', { a: 1, fresh: 2 });
    after.added('Ns1', 'c', 'new', { a: 3 });
    const { calls, callbacks } = recorder();
    after.sendDiffFrom(before, callbacks);
    expect(calls).toEqual([
      ['changed', 'c', 'kept', { fresh: 2, gone: undefined }],
      ['added', 'c', 'new', { a: 3 }],
      ['removed', 'c', 'dropped'],
      ['removed', 'old', 'x'],
    ]);
  });
});
