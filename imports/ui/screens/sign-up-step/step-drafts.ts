// What was typed on a step but not saved yet, kept in memory per user and step, so Back and Next
// between steps keep it; a saved step drops its draft (the publication then has the values). A
// reload starts from the saved values. The draft remembers the revision its form was based on,
// so a draft from before another tab's save is refused as stale when it is sent.
import type { FormValues } from '../../forms/form-reducer';

export interface StepDraft {
  values: FormValues;
  revision: number;
}

const drafts = new Map<string, StepDraft>();

const keyOf = (userId: string, step: string) => `${userId}:${step}`;

export function readDraft(userId: string, step: string): StepDraft | undefined {
  return drafts.get(keyOf(userId, step));
}

export function writeDraft(userId: string, step: string, draft: StepDraft): void {
  drafts.set(keyOf(userId, step), draft);
}

export function dropDraft(userId: string, step: string): void {
  drafts.delete(keyOf(userId, step));
}

// Steps this browser saved, until the publication reports them too (the method's answer can
// arrive before the changed document), so moving on never bounces back to the saved step.
const savedHere = new Set<string>();

export function markSaved(userId: string, step: string): void {
  savedHere.add(keyOf(userId, step));
}

export function savedInThisBrowser(userId: string, step: string): boolean {
  return savedHere.has(keyOf(userId, step));
}
