// What the catalog checks compare between a message and its translation (catalogs.test.ts):
// its placeholders, and the plural categories a language needs that a plural leaves out.
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locales';

/** Placeholder names with their kinds (`count:plural`) and tags (`<b>`), nested ones included, sorted. */
export function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        found.add(`<${element.value}>`);
        walk(element.children);
        continue;
      }
      found.add(`${element.value}:${TYPE[element.type]}`);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/**
 * For each plural of the message that lacks a category the language's rules use for whole
 * numbers, `name: categories`. Czech and Slovak `many` is for fractions only ("1,5 projektu"):
 * "5 projektů" is `other`, so `many` is not required there.
 */
export function missingPluralCategories(locale: Locale, message: string): string[] {
  const problems: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.plural) {
        const rules = new Intl.PluralRules(locale, { type: element.pluralType === 'ordinal' ? 'ordinal' : 'cardinal' });
        const needed = rules.resolvedOptions().pluralCategories.filter((category) => !(category === 'many' && (locale === 'cs' || locale === 'sk')));
        const missing = needed.filter((category) => !(category in element.options));
        if (missing.length > 0) problems.push(`${element.value}: ${missing.join(', ')}`);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return problems;
}
