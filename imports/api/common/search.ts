// Building blocks for the list filters of projects and the expert directory: free text turned
// into a safe, case-insensitive pattern, the matching skill values, and the growing "load more"
// limit. Text never becomes a pattern unescaped: `.*`, `(a+)+$` or `$ne` are searched literally.
import { SKILLS } from './lists/skills';

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

/** A `$regex` condition matching `text` literally anywhere, ignoring case (Mongo and mingo alike). */
export function containsText(text: string): { $regex: string; $options: string } {
  return { $regex: escapeRegExp(text), $options: 'i' };
}

/**
 * Skill values with a word of the label starting with `text` ("java" → Java, JavaScript;
 * "c++" → C++, Embedded C++; "sap fi" → SAP FI). Word starts only, so "go" does not find Django.
 */
export function skillsMatchingText(text: string): string[] {
  const pattern = new RegExp(`(?:^|[\\s/(.-])${escapeRegExp(text)}`, 'i');
  return SKILLS.filter((skill) => pattern.test(skill.label)).map((skill) => skill.value);
}

/** `{$or: [...]}` over text fields plus the skills the text names. */
export function textCondition(text: string, fields: readonly string[]): Record<string, unknown> {
  const or: Record<string, unknown>[] = fields.map((field) => ({ [field]: containsText(text) }));
  const skills = skillsMatchingText(text);
  if (skills.length > 0) or.push({ skills: { $in: skills } });
  return { $or: or };
}

/** The limit a list actually uses: the page size by default, never more than MAX_LIMIT. */
export function effectiveLimit(limit: number | undefined): number {
  if (limit === undefined) return PAGE_SIZE;
  return Math.min(Math.max(1, Math.floor(limit)), MAX_LIMIT);
}
