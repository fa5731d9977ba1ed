// Meteor 3's `useSubscribe(name, ...args)`: subscribes through the default connection while the
// component is mounted (and again when name or args change, compared by EJSON value) and returns
// `isLoading()`, true until the subscription is ready. A falsy name subscribes to nothing and is
// never loading. Left out: Meteor's trick of re-rendering on readiness only if `isLoading` was
// called; here readiness changes always re-render (twice per subscription at most).
import { useCallback, useEffect, useState } from 'react';
import { EJSON } from '../ejson/index';
import { Meteor } from '../meteor/client';
import { Tracker } from '../tracker/index';

export function useSubscribe(name?: string | false | null, ...args: unknown[]): () => boolean {
  const key = EJSON.stringify([name || null, args]);
  const [readyKey, setReadyKey] = useState<string | null>(null);
  useEffect(() => {
    const [subName, subArgs] = EJSON.parse(key) as [string | null, unknown[]];
    if (!subName) return undefined;
    const handle = Tracker.nonreactive(() => Meteor.subscribe(subName, ...subArgs));
    const computation = Tracker.nonreactive(() =>
      Tracker.autorun(() => {
        const ready = handle.ready();
        setReadyKey((current) => (ready ? key : current === key ? null : current));
      }),
    );
    return () => {
      computation.stop();
      handle.stop();
    };
  }, [key]);
  const loading = Boolean(name) && readyKey !== key;
  return useCallback(() => loading, [loading]);
}
