// The catalogs are complete and well-formed in every language: every English key is translated,
// each translation is valid ICU with the same placeholders as the English message, plurals give
// every category the language needs, and the areas listed in catalogs.ts are the folders on disk
// (the browser's build reads the folders, the server the list).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { PARTS } from './catalogs';
import { CATALOG_PARTS, type MessageArea } from './define-area';
import { LOCALES } from './locales';
import { missingPluralCategories, placeholdersOf } from './message-shape';

const MESSAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'messages');
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

const areas = Object.entries(PARTS).flatMap(([part, partAreas]) => Object.entries(partAreas as Record<string, MessageArea>).map(([name, area]) => ({ part, name, area })));

describe('message catalogs', () => {
  it('lists exactly the area folders on disk, each in its part', () => {
    for (const part of CATALOG_PARTS) {
      const onDisk = readdirSync(path.join(MESSAGES_DIR, part), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
      expect(Object.keys(PARTS[part]).sort(), `messages/${part}`).toEqual(onDisk.sort());
    }
  });

  it('uses each key in one area only, named after it', () => {
    const seen = new Map<string, string>();
    for (const { name, area } of areas) {
      for (const key of Object.keys(area.en)) {
        expect(key.startsWith(`${name}.`), `${key} in area ${name}`).toBe(true);
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${name}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });

  for (const { part, name, area } of areas) {
    describe(`${part}/${name}`, () => {
      it('has every English key in every language, and no key English lacks', () => {
        const english = Object.keys(area.en).sort();
        for (const locale of TRANSLATED) {
          const translated = area.translations[locale];
          expect(english.filter((key) => !translated[key]), `${locale} lacks`).toEqual([]);
          expect(Object.keys(translated).filter((key) => !(key in area.en)), `${locale} has keys English lacks`).toEqual([]);
        }
      });

      it('has valid ICU messages with the English placeholders, and every plural category each language needs', () => {
        for (const [key, english] of Object.entries(area.en)) {
          const englishPlaceholders = placeholdersOf(english);
          for (const locale of TRANSLATED) {
            const message = area.translations[locale][key];
            if (message === undefined) continue;
            expect(() => parse(message), `${locale} ${key} is not valid ICU`).not.toThrow();
            expect(placeholdersOf(message), `${locale} ${key}`).toEqual(englishPlaceholders);
            expect(missingPluralCategories(locale, message), `${locale} ${key}`).toEqual([]);
          }
        }
      });
    });
  }
});
