import { describe, expect, it } from 'vitest';
import {
  CONTINENTS,
  COUNTRIES,
  CURRENCIES,
  continentOfCountry,
  countriesOfContinent,
  DOCUMENT_TYPES,
  EUROPEAN_COUNTRIES,
  FIELDS_OF_EXPERTISE,
  INDUSTRIES,
  isValueOf,
  LANGUAGE_LEVELS,
  LANGUAGES,
  labelOf,
  listOf,
  levelsAtLeast,
  type ListEntry,
  MAIN_LANGUAGE_COUNT,
  meetsMinimumLevel,
  RATE_UNITS,
  SKILLS,
  skillsOfField,
  TYPES_OF_SERVICE,
  valuesOf,
} from './index';

const ALL_LISTS: Record<string, readonly ListEntry[]> = {
  CONTINENTS, COUNTRIES, CURRENCIES, DOCUMENT_TYPES, FIELDS_OF_EXPERTISE, INDUSTRIES, LANGUAGE_LEVELS, LANGUAGES, RATE_UNITS, SKILLS, TYPES_OF_SERVICE,
};

describe('select lists', () => {
  // Labels kept in the catalogs only (descriptive skills, industries…) are checked by imports/i18n/list-labels.test.ts.
  it.each(Object.entries(ALL_LISTS))('%s has unique values and no blank label', (_name, list) => {
    expect(new Set(valuesOf(list)).size).toBe(list.length);
    for (const item of list) if (item.label !== undefined) expect(item.label.trim()).not.toBe('');
  });

  it('has the spec’s continents with their codes, Worldwide last', () => {
    expect(CONTINENTS.map((c) => `${c.value} ${c.label}`)).toEqual([
      'EURO Europe', 'NOAM North America', 'SOAM South America', 'ASIA Asia', 'AUST Australia', 'AFRI Africa', 'WORLD Worldwide',
    ]);
  });

  it('lists Czechia, Germany, Hungary, Poland and Slovakia first, then the rest of Europe alphabetically', () => {
    expect(EUROPEAN_COUNTRIES.slice(0, 5).map((c) => c.label)).toEqual(['Czechia', 'Germany', 'Hungary', 'Poland', 'Slovakia']);
    expect(EUROPEAN_COUNTRIES.slice(0, 5).map((c) => c.value)).toEqual(['CZ', 'DE', 'HU', 'PL', 'SK']);
    const rest = EUROPEAN_COUNTRIES.slice(5).map((c) => c.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest).toEqual(expect.arrayContaining(['Austria', 'France', 'Italy', 'Switzerland', 'United Kingdom', 'Romania']));
  });

  it('uses two-letter ISO codes for every country and keeps Europe’s order when listing by continent', () => {
    for (const country of COUNTRIES) expect(country.value).toMatch(/^[A-Z]{2}$/);
    expect(countriesOfContinent('EURO').map((c) => c.value)).toEqual(EUROPEAN_COUNTRIES.map((c) => c.value));
    for (const continent of ['NOAM', 'SOAM', 'ASIA', 'AUST', 'AFRI'] as const) {
      expect(countriesOfContinent(continent).length).toBeGreaterThanOrEqual(4);
    }
    expect(countriesOfContinent('WORLD')).toEqual([]);
  });

  it('finds the continent of a country for filtering by continent', () => {
    expect(continentOfCountry('SK')).toBe('EURO');
    expect(continentOfCountry('US')).toBe('NOAM');
    expect(continentOfCountry('IN')).toBe('ASIA');
    expect(continentOfCountry('ZZ')).toBeUndefined();
  });

  it('has the language codes exactly in the spec’s order, named in English', () => {
    expect(valuesOf(LANGUAGES)).toEqual([
      'en', 'de', 'hu', 'fr', 'it', 'sk', 'cs', 'ru', 'pl',
      'bg', 'hr', 'da', 'nl', 'et', 'fi', 'el', 'ga', 'lv', 'lt', 'mt', 'pt', 'ro', 'sr', 'sl', 'es', 'sv',
    ]);
    expect(MAIN_LANGUAGE_COUNT).toBe(9);
    expect(labelOf(LANGUAGES, 'cs')).toBe('Czech');
    expect(labelOf(LANGUAGES, 'ga')).toBe('Irish');
  });

  it('has the levels A1–C2 and Native speaker, ranked in that order', () => {
    expect(LANGUAGE_LEVELS.map((l) => l.label)).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Native speaker']);
    expect(meetsMinimumLevel('C2', 'C1')).toBe(true);
    expect(meetsMinimumLevel('native', 'C2')).toBe(true);
    expect(meetsMinimumLevel('B2', 'C1')).toBe(false);
    expect(meetsMinimumLevel('fluent', 'A1')).toBe(false);
    expect(levelsAtLeast('C1')).toEqual(['C1', 'C2', 'native']);
  });

  it('offers a few hundred IT and engineering skills, each in a known field of expertise', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(300);
    for (const skill of SKILLS) {
      expect(skill.value).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(isValueOf(FIELDS_OF_EXPERTISE, skill.field)).toBe(true);
    }
    for (const field of FIELDS_OF_EXPERTISE) expect(skillsOfField(field.value).length).toBeGreaterThanOrEqual(10);
    expect(skillsOfField('sap-erp').map((s) => s.label)).toContain('SAP S/4HANA');
  });

  it('names the usual types of service of a staffing agency', () => {
    expect(valuesOf(TYPES_OF_SERVICE)).toEqual(
      expect.arrayContaining(['freelance', 'temporary-contracting', 'permanent-placement', 'team-augmentation', 'project-delivery']),
    );
  });

  it('shows an unknown stored value as itself and refuses it as a list value', () => {
    expect(labelOf(CONTINENTS, 'retired-continent')).toBe('retired-continent');
    expect(isValueOf(INDUSTRIES, 'automotive')).toBe(true);
    expect(isValueOf(INDUSTRIES, { $ne: null })).toBe(false);
  });
});

describe('listOf', () => {
  it('keeps the written order of values and labels', () => {
    expect(listOf({ 'upload-cv': 'CV', b: 'B', a: 'A' })).toEqual([
      { value: 'upload-cv', label: 'CV' },
      { value: 'b', label: 'B' },
      { value: 'a', label: 'A' },
    ]);
  });

  it('refuses integer-like values, whose order JavaScript would change', () => {
    expect(() => listOf({ b: 'B', 1: 'One' })).toThrow(/would lose its place/);
  });
});
