// Building blocks for the list filters of projects and the expert directory: free text turned
// into a search of the collection's text index (packages/mongo's `$text`: every word, by its
// start, accents folded, small typos forgiven) with the skills it names, and the growing "load
// more" limit. Text never becomes a pattern or an operator: `.*`, `(a+)+$` or `$ne` are words.
import { foldText } from 'meteor/mongo';
import { SKILL_ALIASES } from './lists/skill-aliases';
import { type Skill, SKILLS } from './lists/skills';

/** Longest free text a filter accepts (a search box, not a document). */
export const SEARCH_TEXT_MAX = 100;
/** One page of a list; "load more" asks for the next multiple. */
export const PAGE_SIZE = 20;
/** The most documents one subscription may hold, however often "load more" was pressed. */
export const MAX_LIMIT = 500;

/** The most skills one list filter takes (project list and expert directory). */
export const MAX_FILTER_SKILLS = 10;
/** Largest limit a client may ask for at all; anything between MAX_LIMIT and this is capped. */
export const LIMIT_INPUT_MAX = 100_000;

/** Escapes every character with a meaning in a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Most skills one search word brings in as alternatives ("a" starts a word of dozens). */
const MAX_SKILLS_PER_WORD = 20;

/** A skill's label in one language, folded as the text index folds words. */
interface SkillName {
  skill: Skill;
  folded: string;
}

// The labels a typed word is matched against: the proper names of skills.ts until the server adds
// every language's labels, English included, at start-up (skill-names-in-languages.ts reads the
// catalogs, which never reach the browser; the browser does not search). Made on first use.
let skillNames: SkillName[] | undefined;

function namesOfSkills(): SkillName[] {
  skillNames ??= SKILLS.flatMap((skill) => (skill.label ? [{ skill: skill.value, folded: foldText(skill.label) }] : []));
  return skillNames;
}

/** Lets a typed word find skills by these labels too ("Strojové učení" → machine-learning). */
export function addSkillNames(labels: Iterable<{ skill: Skill; label: string }>): void {
  const names = namesOfSkills();
  const known = new Set(names.map((name) => `${name.skill} ${name.folded}`));
  for (const { skill, label } of labels) {
    const folded = foldText(label);
    if (!known.has(`${skill} ${folded}`)) names.push({ skill, folded });
    known.add(`${skill} ${folded}`);
  }
}

/**
 * Skill values with a word of a label starting with `text` ("java" → Java, JavaScript;
 * "c++" → C++, Embedded C++; "sap fi" → SAP FI; "strojove" → Strojové učení, machine learning),
 * accents folded, or named by an alias (k8s → Kubernetes). Word starts only, so "go" does not
 * find Django.
 */
export function skillsMatchingText(text: string): string[] {
  const pattern = new RegExp(`(?:^|[\\s/(.-])${escapeRegExp(foldText(text))}`);
  const alias = SKILL_ALIASES[text.toLowerCase()];
  const byLabel = namesOfSkills()
    .filter((name) => pattern.test(name.folded))
    .map((name) => name.skill);
  return [...new Set([...(alias ? [alias] : []), ...byLabel])];
}

/**
 * A text index's `$search` for free text: every word must be found, each either as itself or as
 * a skill it names (`k8s` → `k8s|kubernetes`, `natural` → `natural|nlp|…`; the skills field
 * holds skill values). A word written with signs ("c++", ".net") is searched as its skills
 * only, since its letters alone ("c") would find nearly everything.
 */
export function searchTextOf(text: string): string {
  return text
    .replace(/\|/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => {
      const plain = /^[\p{L}\p{N}]+$/u.test(word);
      const start = word.toLowerCase();
      // A skill with a word the typed word begins ("sap" → sap-fi) is found by the word itself;
      // as an alternative it only made the search slower (20 phrases: 50 ms over 50,000 experts).
      const skills = skillsMatchingText(word)
        .filter((skill) => !plain || !skill.split('-').some((part) => part.startsWith(start)))
        .slice(0, MAX_SKILLS_PER_WORD);
      return [...(plain || skills.length === 0 ? [word] : []), ...skills].join('|');
    })
    .join(' ');
}

/** A text index search of `fields` (the collection's text index: see its indexes.ts). */
export function textCondition(text: string, fields: readonly string[]): Record<string, unknown> {
  return { $text: { $search: searchTextOf(text), $fields: [...fields] } };
}

/** The limit a list actually uses: the page size by default, never more than MAX_LIMIT. */
export function effectiveLimit(limit: number | undefined): number {
  if (limit === undefined) return PAGE_SIZE;
  return Math.min(Math.max(1, Math.floor(limit)), MAX_LIMIT);
}
