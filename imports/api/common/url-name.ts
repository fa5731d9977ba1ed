// URL names (`urlName` slugs) for public pages: `/engine/p/{id}/{urlName}` and
// `/engine/e/{id}/{urlName}`. Built from a title, transliterated to ASCII (Czech, German,
// Hungarian, Polish letters keep their base letter), bounded, and made unique with `-2`, `-3`…
// The id stays the real key in routes, so a slug is for people and search engines only.

/** Longest slug we generate; the schemas allow 200, shorter slugs read better in links. */
export const URL_NAME_MAX = 80;

// Letters NFKD does not decompose into a base letter plus an accent.
const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', ł: 'l', Ł: 'l', ø: 'o', Ø: 'o', đ: 'd', Đ: 'd', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe' };

/** `"Senior SAP S/4HANA FI/CO Berater (m/w/d)"` → `"senior-sap-s-4hana-fi-co-berater-m-w-d"`; `fallback` when nothing is left. */
export function slugify(title: string, fallback: string, max = URL_NAME_MAX): string {
  const ascii = title
    .replace(/[ßłŁøØđĐæÆœŒ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let slug = ascii.length > max ? ascii.slice(0, max) : ascii;
  // Cut at a word boundary when the cut fell inside a word.
  if (ascii.length > max && ascii[max] !== '-' && slug.includes('-')) slug = slug.slice(0, slug.lastIndexOf('-'));
  slug = slug.replace(/-+$/g, '');
  return slug === '' ? fallback : slug;
}

/**
 * The first free slug among `base`, `base-2`, `base-3`… `isTaken` answers whether another
 * document uses one. A unique index still guards the write: two writers may pick the same name
 * at the same moment, and the loser retries (see the callers).
 */
export async function firstFreeUrlName(base: string, isTaken: (candidate: string) => Promise<boolean>): Promise<string> {
  for (let suffix = 1; suffix < 1000; suffix += 1) {
    const tail = suffix === 1 ? '' : `-${suffix}`;
    const candidate = `${base.slice(0, URL_NAME_MAX - tail.length).replace(/-+$/g, '')}${tail}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error(`No free URL name for ${base}`);
}
