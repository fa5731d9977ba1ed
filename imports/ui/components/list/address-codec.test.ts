// The list kit's address codec, as both public lists declare it: a full address round-trips,
// hostile or unknown values are dropped, and hidden prices keep the rate out.
import { describe, expect, it } from 'vitest';
import { MAX_LIMIT, PAGE_SIZE } from '../../../api/common/search';
import { filtersFromQuery, queryFromFilters } from '../../screens/experts/expert-query';
import { readListQuery, writeListQuery } from '../../screens/projects/filters-query';

const PROJECTS = 'q=java&skills=java%2Cscrum&country=DE&remote=50&lang=de&level=B2&rateMin=500&rateMax=900&currency=EUR&unit=day&sort=start&limit=40';
const EXPERTS = 'q=java&skills=java%2Cscrum&country=CZ&language=de&level=B2&available=2026-03-01&rate=800&currency=EUR&unit=day&sort=experience&limit=40';

describe('the list address codec', () => {
  it('round-trips a full projects address and a full experts address', () => {
    const projects = readListQuery(new URLSearchParams(PROJECTS));
    expect(projects).toEqual({
      filters: { text: 'java', skills: ['java', 'scrum'], country: 'DE', remote: 50, language: 'de', languageLevel: 'B2', rate: { min: 500, max: 900, currency: 'EUR', unit: 'day' }, sort: 'start' },
      limit: 40,
    });
    expect(writeListQuery(projects).toString()).toBe(PROJECTS);
    const experts = filtersFromQuery(new URLSearchParams(EXPERTS));
    expect(experts).toEqual({
      text: 'java', skills: ['java', 'scrum'], country: 'CZ', language: 'de', languageLevel: 'B2',
      availableBy: new Date('2026-03-01T00:00:00Z'), rate: { max: 800, currency: 'EUR', unit: 'day' }, sort: 'experience', limit: 40,
    });
    expect(queryFromFilters(experts).toString()).toBe(EXPERTS);
  });

  it('drops hostile values and ignores unknown keys', () => {
    const hostile = new URLSearchParams({
      q: '   ', skills: 'java,<script>,$where', country: 'XX', continent: '{"$ne":1}', remote: '101', lang: 'klingon', language: 'klingon', level: 'Z9',
      rateMin: '-5', rateMax: 'NaN', rate: '1e99', available: '2026-13-45', sort: '$natural', limit: '99999999', $where: '1', __proto__: 'x',
    });
    expect(readListQuery(hostile)).toEqual({ filters: { skills: ['java'] }, limit: PAGE_SIZE });
    expect(filtersFromQuery(hostile)).toEqual({ skills: ['java'] });
    expect(writeListQuery(readListQuery(hostile)).toString()).toBe('skills=java');
    expect(readListQuery(new URLSearchParams(`limit=${MAX_LIMIT + 1}`)).limit).toBe(PAGE_SIZE);
  });

  it('keeps a country over a continent, a level only with its language, and the default order out of the address', () => {
    expect(readListQuery(new URLSearchParams('country=DE&continent=EURO&level=B2&sort=newest')).filters).toEqual({ country: 'DE' });
    expect(writeListQuery({ filters: { country: 'DE', continent: 'EURO', languageLevel: 'B2', sort: 'newest' }, limit: PAGE_SIZE }).toString()).toBe('country=DE');
    expect(queryFromFilters({ sort: 'newest', limit: PAGE_SIZE }).toString()).toBe('');
  });

  it('reads no rate filter or rate order while prices are hidden', () => {
    expect(readListQuery(new URLSearchParams('rateMin=500&sort=rate'), { hidePrices: true }).filters).toEqual({});
    expect(filtersFromQuery(new URLSearchParams('rate=800'), { hidePrices: true })).toEqual({});
  });
});
