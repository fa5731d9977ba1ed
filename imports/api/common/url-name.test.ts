import { describe, expect, it } from 'vitest';
import { firstFreeUrlName, slugify, URL_NAME_MAX } from './url-name';
import { effectiveLimit, escapeRegExp, MAX_LIMIT, PAGE_SIZE, skillsMatchingText } from './search';
import { SLUG_PATTERN } from './lists';

describe('slugify', () => {
  it('turns titles in the markets\' languages into ASCII slugs', () => {
    expect(slugify('Senior SAP S/4HANA FI/CO Berater (m/w/d)', 'x')).toBe('senior-sap-s-4hana-fi-co-berater-m-w-d');
    expect(slugify('Vývojář Java – Brno', 'x')).toBe('vyvojar-java-brno');
    expect(slugify('Straße, Łódź, Søren', 'x')).toBe('strasse-lodz-soren');
    expect(slugify('!!!', 'project')).toBe('project');
  });

  it('stays within the maximum, cut at a word boundary, and always matches the slug pattern', () => {
    const slug = slugify('word '.repeat(60), 'x');
    expect(slug.length).toBeLessThanOrEqual(URL_NAME_MAX);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.endsWith('word')).toBe(true);
  });

  it('de-duplicates with -2, -3…', async () => {
    const taken = new Set(['java', 'java-2']);
    expect(await firstFreeUrlName('java', async (name) => taken.has(name))).toBe('java-3');
    expect(await firstFreeUrlName('kotlin', async (name) => taken.has(name))).toBe('kotlin');
  });
});

describe('search helpers', () => {
  it('escapes every regular-expression character', () => {
    const hostile = '(a+)+$ .* [x] {2} ^ | \\ / ?';
    expect(new RegExp(escapeRegExp(hostile)).test(`before ${hostile} after`)).toBe(true);
    expect(new RegExp(escapeRegExp('.*')).test('anything')).toBe(false);
  });

  it('finds skills by the start of a word in their label', () => {
    expect(skillsMatchingText('c++')).toEqual(expect.arrayContaining(['cpp', 'embedded-cpp']));
    expect(skillsMatchingText('java')).toEqual(expect.arrayContaining(['java', 'javascript']));
    expect(skillsMatchingText('go')).not.toContain('django');
  });

  it('defaults the limit to one page and caps it', () => {
    expect(effectiveLimit(undefined)).toBe(PAGE_SIZE);
    expect(effectiveLimit(60)).toBe(60);
    expect(effectiveLimit(MAX_LIMIT + 20)).toBe(MAX_LIMIT);
  });
});
