import { describe, expect, it } from 'vitest';
import { decideUpdate, retryDelay } from './client-logic';

describe('decideUpdate', () => {
  const loaded = { versionNonRefreshable: 'js1', versionRefreshable: 'css1' };

  it('does nothing when the versions are the same', () => {
    expect(decideUpdate(loaded, { ...loaded })).toBe('none');
  });

  it('swaps stylesheets when only the refreshable version changed', () => {
    expect(decideUpdate(loaded, { versionNonRefreshable: 'js1', versionRefreshable: 'css2' })).toBe('swap-stylesheets');
  });

  it('reloads when the non-refreshable version changed, whatever the stylesheets did', () => {
    expect(decideUpdate(loaded, { versionNonRefreshable: 'js2', versionRefreshable: 'css1' })).toBe('reload');
    expect(decideUpdate(loaded, { versionNonRefreshable: 'js2', versionRefreshable: 'css2' })).toBe('reload');
  });

  it('treats fields the server did not send as unchanged', () => {
    expect(decideUpdate(loaded, {})).toBe('none');
    expect(decideUpdate(loaded, { versionRefreshable: 'css2' })).toBe('swap-stylesheets');
  });
});

describe('retryDelay after a failed autoupdate subscription', () => {
  const middle = () => 0.5;

  it('waits the 30 s base first, then grows by 2.2 up to 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 10].map((n) => Math.round(retryDelay(n, middle)))).toEqual([
      30_000, 66_000, 145_200, 300_000, 300_000, 300_000,
    ]);
  });

  it('spreads clients between 0.75 and 1.25 of the delay', () => {
    expect(retryDelay(1, () => 0)).toBe(22_500);
    expect(retryDelay(1, () => 0.999999)).toBeCloseTo(37_500, 0);
    expect(retryDelay(10, () => 0)).toBe(225_000);
  });
});
