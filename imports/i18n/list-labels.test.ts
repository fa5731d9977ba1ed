// Fixed lists in every language: names of countries and languages from Intl.DisplayNames,
// descriptive labels from the lists-* catalogs, proper names as they are, English unchanged,
// and options sorted by the reader's collation.
import { describe, expect, it } from 'vitest';
import type { ListEntry, ListItem } from '../api/common/lists/list-item';
import type { MessageId } from './message-ids';
import { PARTS } from './catalogs';
import { intlFor } from './intl';
import { listLabelIn } from './list-label-in';
import { listItems, listLabel, listMessageId, type ListName, listOptions } from './list-labels';

const ALL_LISTS: ListName[] = ['countries', 'languages', 'currencies', 'continents', 'languageLevels', 'rateUnits', 'rateUnitNames', 'documentTypes', 'fields', 'industries', 'services', 'skills'];

describe('list labels', () => {
  it('names countries and languages with Intl.DisplayNames in the UI language', () => {
    expect(listLabel(intlFor('de'), 'countries', 'CZ')).toBe('Tschechien');
    expect(listLabel(intlFor('cs'), 'countries', 'DE')).toBe('Německo');
    expect(listLabel(intlFor('de'), 'languages', 'cs')).toBe('Tschechisch');
    // Czech names languages in lower case; a label standing alone starts with a capital.
    expect(listLabel(intlFor('cs'), 'languages', 'de')).toBe('Němčina');
    expect(listLabel(intlFor('hu'), 'countries', 'XK')).toBe(new Intl.DisplayNames(['hu'], { type: 'region' }).of('XK'));
  });

  it('translates a CEFR level and a descriptive skill into Polish, keeps proper names', () => {
    expect(listLabel(intlFor('pl'), 'languageLevels', 'native')).toBe('Język ojczysty');
    expect(listLabel(intlFor('pl'), 'languageLevels', 'B2')).toBe('B2');
    expect(listLabel(intlFor('pl'), 'skills', 'project-management')).toBe('Zarządzanie projektami');
    expect(listLabelIn('pl', 'skills', 'machine-learning')).toBe('Uczenie maszynowe');
    for (const [value, name] of [['scrum', 'Scrum'], ['jira', 'Jira'], ['kubernetes', 'Kubernetes'], ['prince2', 'PRINCE2']]) {
      expect(listLabel(intlFor('pl'), 'skills', value!)).toBe(name);
    }
  });

  it('falls back from Slovak to Czech only where Slovak lacks a label, and shows an unknown value as itself', () => {
    expect(listLabel(intlFor('sk'), 'continents', 'EURO')).toBe('Európa');
    expect(listLabel(intlFor('de'), 'skills', 'no-such-skill')).toBe('no-such-skill');
  });

  it('keeps every English label and order exactly as the lists have them (a descriptive one from the catalog)', () => {
    const english = intlFor('en');
    for (const name of ALL_LISTS) {
      const own = (item: ListEntry) => item.label ?? english.formatMessage({ id: listMessageId(name, item) as MessageId });
      expect(listOptions(english, name).map(({ value, label }) => ({ value, label })), name).toEqual(
        listItems(name).map((item) => ({ value: item.value, label: own(item) })),
      );
    }
  });

  it('sorts countries and languages by the language collation, home markets first', () => {
    const labels = listOptions(intlFor('cs'), 'countries').map((item) => item.label);
    expect(labels.slice(0, 5)).toEqual(['Česko', 'Německo', 'Maďarsko', 'Polsko', 'Slovensko']);
    // "Č" comes after "C" and before "D" in Czech, not after "Z" as code points would have it.
    expect(labels.indexOf('Černá Hora')).toBeGreaterThan(labels.indexOf('Bulharsko'));
    expect(labels.indexOf('Černá Hora')).toBeLessThan(labels.indexOf('Dánsko'));
    const europe = labels.slice(5, listItems('countries').filter((item) => (item as ListItem & { continent: string }).continent === 'EURO').length);
    expect(europe).toEqual([...europe].sort(new Intl.Collator('cs').compare));
    const languages = listOptions(intlFor('de'), 'languages').map((item) => item.label);
    expect(languages.slice(0, 3)).toEqual(['Englisch', 'Deutsch', 'Ungarisch']);
    expect(languages.slice(9)).toEqual([...languages.slice(9)].sort(new Intl.Collator('de').compare));
  });

  it('has a catalog message for exactly the keyed values: every value without a label of its own, and where both exist the English is the label', () => {
    const listAreas = Object.entries(PARTS.lists).filter(([area]) => area.startsWith('lists-'));
    const english = Object.assign({}, ...listAreas.map(([, area]) => area.en)) as Record<string, string>;
    const expected: Record<string, string> = {};
    for (const name of ALL_LISTS) {
      for (const item of listItems(name)) {
        const id = listMessageId(name, item);
        if (!id) continue;
        // A descriptive skill, industry, field or service has its label in the catalog only.
        if (item.label === undefined) expected[id] = english[id] ?? `no message ${id}`;
        else if (id in english) expected[id] = item.label;
      }
    }
    // No stale key (a renamed or removed value), and each English message equals its label.
    expect(english).toEqual(expected);
    for (const [, area] of listAreas) expect(Object.keys(area.en).length).toBeLessThanOrEqual(150);
  });
});
