import { describe, expect, it } from 'vitest';
import { missingForPublication } from './logic';
import { formatReferenceNumber } from './reference-numbers';

describe('what publishing a project requires', () => {
  it('names every missing field', () => {
    expect(missingForPublication({ title: 'T', summary: 'S' }).map((item) => item.name)).toEqual(['description', 'startDate', 'skills', 'rate', 'country']);
  });

  it('accepts ASAP or a date, a rate on request, and a continent instead of a country', () => {
    expect(missingForPublication({ description: 'D', startAsap: true, skills: ['java'], rate: { onRequest: true }, continent: 'WORLD' })).toEqual([]);
    expect(missingForPublication({ description: 'D', startDate: new Date(), skills: ['java'], rate: { onRequest: true }, country: 'DE' })).toEqual([]);
    expect(missingForPublication({ description: '   ', startAsap: false, skills: [], rate: { onRequest: true }, country: 'DE' }).map((item) => item.name)).toEqual(['description', 'startDate', 'skills']);
  });

  it('formats reference numbers as P-YYYY-NNNN, growing past 9999', () => {
    expect(formatReferenceNumber(2026, 142)).toBe('P-2026-0142');
    expect(formatReferenceNumber(2026, 12345)).toBe('P-2026-12345');
  });
});
