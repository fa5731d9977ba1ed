// Language levels: the CEFR scale A1–C2 plus "Native speaker" above C2. Stored as the value;
// comparisons ("German at least C1") go through the rank, never through string order.
import { listOf } from './list-item';

export const LANGUAGE_LEVELS = listOf({ A1: 'A1', A2: 'A2', B1: 'B1', B2: 'B2', C1: 'C1', C2: 'C2', native: 'Native speaker' });

export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number]['value'];

/** 1 for A1 … 7 for a native speaker; 0 for anything unknown (never satisfies a minimum). */
export function levelRank(level: string): number {
  return LANGUAGE_LEVELS.findIndex((item) => item.value === level) + 1;
}

/** Whether someone at `level` meets a project's `minimum` level. */
export function meetsMinimumLevel(level: string, minimum: LanguageLevel): boolean {
  return levelRank(level) >= levelRank(minimum);
}

/** The levels at or above a minimum: what a `$in` filter on stored levels needs. */
export function levelsAtLeast(minimum: LanguageLevel): LanguageLevel[] {
  return LANGUAGE_LEVELS.slice(levelRank(minimum) - 1).map((item) => item.value);
}
