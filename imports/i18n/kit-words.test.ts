// One id for each of the kits' words: the list kit (filters of the public lists) and the page
// kit (WORD_IDS, the lists' and tables' shared words) never hold the same message twice, so a
// translator corrects a word in one place and every list shows it.
import { describe, expect, it } from 'vitest';
import type { MessageArea } from './define-area';
import { LOCALES } from './locales';
import listKit from './messages/lists/listKit';
import pageKit from './messages/public/page-kit';

/** A message's words in every language, as one comparable string. */
function wordsOf(area: MessageArea, id: string): string {
  return LOCALES.map((locale) => (locale === 'en' ? area.en[id] : area.translations[locale][id])).join('\u0000');
}

describe('the kits’ words', () => {
  it('are not repeated between the list kit and the page kit', () => {
    const pageWords = new Map(Object.keys(pageKit.en).map((id) => [wordsOf(pageKit, id), id]));
    const repeated = Object.keys(listKit.en).flatMap((id) => {
      const twin = pageWords.get(wordsOf(listKit, id));
      return twin ? [`${id} = ${twin}`] : [];
    });
    expect(repeated).toEqual([]);
  });
});
