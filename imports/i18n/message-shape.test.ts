import { describe, expect, it } from 'vitest';
import { missingPluralCategories, placeholdersOf } from './message-shape';

describe('message shapes', () => {
  it('names placeholders with their kinds, nested ones and tags included', () => {
    expect(placeholdersOf('{count, plural, one {# project in {city}} other {# projects}} <b>{name}</b>')).toEqual(['<b>', 'city:argument', 'count:plural', 'name:argument']);
    expect(placeholdersOf('Plain text')).toEqual([]);
  });

  it('requires the plural categories each language uses for whole numbers', () => {
    const czech = '{count, plural, one {# projekt} few {# projekty} other {# projektů}}';
    expect(missingPluralCategories('cs', czech)).toEqual([]);
    expect(missingPluralCategories('cs', '{count, plural, one {# projekt} other {# projektů}}')).toEqual(['count: few']);
    expect(missingPluralCategories('pl', '{count, plural, one {# projekt} few {# projekty} other {# projektów}}')).toEqual(['count: many']);
    expect(missingPluralCategories('de', '{count, plural, one {# Projekt} other {# Projekte}}')).toEqual([]);
    expect(missingPluralCategories('hu', '{count, plural, other {# projekt}}')).toEqual(['count: one']);
  });
});
