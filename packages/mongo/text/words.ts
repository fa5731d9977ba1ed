// The words of a text search, the same for what a text index stores and what a search asks:
// lower case, accents folded (so "Muller" finds "Müller" and "Plzen" finds "Plzeň" and the other
// way round), letters without a decomposition spelled the way their languages' own keyboards
// fall back to (ł → l, ß → ss), split at anything that is not a letter or a digit. Pure, so the
// driver, its tests and the app's query rewrite agree.

/** Letters Unicode gives no decomposition, mapped as Polish, Czech, German, Hungarian and Nordic users type them without. */
const SPELLED: Record<string, string> = { ł: 'l', đ: 'd', ð: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't' };
const SPELLED_PATTERN = new RegExp(`[${Object.keys(SPELLED).join('')}]`, 'g');

/** Lower case without accents: "Wrocław Müller" → "wroclaw muller". */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(SPELLED_PATTERN, (letter) => SPELLED[letter] as string);
}

/** The folded words of a text, in order (repeats kept: a text index counts them). */
export function wordsOf(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Typos a search word may hold and still find its word: none below 5 letters (short words
 * would find too many others: "java" must not find "jana"), one from 5, two from 9. Algolia's
 * defaults are 4 and 8; one letter longer each, since a typo match is not ranked apart here.
 */
export function typoBudget(word: string): number {
  if (word.length >= 9) return 2;
  return word.length >= 5 ? 1 : 0;
}

/**
 * Whether `a` turns into `b` with at most `max` edits: a letter inserted, removed, replaced,
 * or two neighbours swapped ("javascirpt" → "javascript" is one edit). The optimal string
 * alignment distance, computed in a band of width `max` and given up as soon as it exceeds it.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  if (max === 0) return false;
  const width = b.length + 1;
  // Three rows reused round-robin: this runs for thousands of vocabulary words per search.
  let before = new Int32Array(width);
  let previous = Int32Array.from({ length: width }, (_, j) => j);
  let current = new Int32Array(width);
  for (let i = 1; i <= a.length; i += 1) {
    current.fill(max + 1);
    current[0] = i;
    let best = current[0];
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    for (let j = from; j <= to; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] as number) + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return false;
    [before, previous, current] = [previous, current, before];
  }
  return (previous[b.length] as number) <= max;
}

/** A search word finds a stored word it begins, or one within its typo budget. */
export function wordFinds(searchWord: string, storedWord: string): boolean {
  return storedWord.startsWith(searchWord) || withinEdits(searchWord, storedWord, typoBudget(searchWord));
}

/** The most terms one search takes, and alternatives one term; the rest are ignored (a search box, not a document). */
export const MAX_SEARCH_TERMS = 8;
export const MAX_ALTERNATIVES = 30;

/**
 * A `$search` string read as terms that must all be found (separated by spaces), each a list of
 * alternatives separated by `|` (`k8s|kubernetes`: either will do), each alternative its folded
 * words: one word is found by its start, several (`ms-project`) as a phrase. Only the first
 * alternative (what the user typed) is also found with a typo; the others are known spellings.
 */
export function searchTermsOf(search: string): string[][][] {
  const seen = new Set<string>();
  const terms: string[][][] = [];
  for (const term of search.split(/\s+/)) {
    const alternatives = term
      .split('|')
      .map(wordsOf)
      .filter((words) => words.length > 0)
      .slice(0, MAX_ALTERNATIVES);
    const key = JSON.stringify(alternatives);
    if (alternatives.length === 0 || seen.has(key)) continue;
    seen.add(key);
    terms.push(alternatives);
    if (terms.length === MAX_SEARCH_TERMS) break;
  }
  return terms;
}
