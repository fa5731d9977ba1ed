// "A, B and C" in the reader's language: English as the product always wrote it (without Intl's
// serial comma, so the English words stay as they were), every other language by Intl.ListFormat.
// Shared by the browser (names of chosen experts, a profile's missing steps) and the server.
import type { IntlShape } from '@formatjs/intl';

/** "Anna K.", "Anna K. and Petr N.", "Anna K., Petr N. and Eva S." */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function andListIn(intl: Pick<IntlShape, 'locale' | 'formatList'>, items: readonly string[]): string {
  return intl.locale === 'en' ? andList(items) : intl.formatList(items, { type: 'conjunction' });
}
