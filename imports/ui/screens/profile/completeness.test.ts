import { describe, expect, it } from 'vitest';
import { completenessOf } from './completeness';

describe('profile completeness', () => {
  it('names what is missing and counts what is there', () => {
    const empty = completenessOf({}, false);
    expect(empty.percent).toBe(0);
    expect(empty.items.filter((item) => !item.done)).toHaveLength(12);
    const partial = completenessOf({ phone: '+420 1', country: 'CZ', city: 'Brno', skills: ['java'], languages: [] }, true);
    expect(partial.items.filter((item) => item.done).map((item) => item.key)).toEqual(['name', 'contact', 'skills']);
    expect(partial.percent).toBe(25);
  });
});
