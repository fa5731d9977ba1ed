// Saving the candidate wizard's steps one by one (`users.saveSignUpStep(step, data, revision)`):
// the step's data is validated here, by the step's own schema, the user is read once and written
// once. Knows nothing of DDP. Server-only.
//
// Decisions where the spec is silent:
// - Steps are saved in order: a step is accepted once every earlier step is in
//   `candidateData.completedSteps`; completed steps may be saved again (the wizard's Back button).
// - Saving a step replaces exactly that step's fields: a field left out is removed, so the stored
//   data is what the form showed.
// - Two windows editing the same step: each save may carry the step revision its form was loaded
//   with (`candidateData.stepRevisions[step]`, 0 before the first save). A save based on an
//   older revision is refused with 409 and the current revision in the details, so the older
//   window can load the newer values; the check and the write are one compare-and-set update.
//   A save without a revision (older clients, scripts) is last-write-wins.
// - The answer (the completed steps) is the ones read plus this step, as `$addToSet` stores them.
import { userError } from '../common/user-error';
import { createSchema } from '../common/lists';
import { validateParams } from '../common/validate-params';
import { type CandidateData, SIGN_UP_STEPS, type SignUpStep } from './schema';
import { SIGN_UP_STEP_SCHEMAS, STEP_CANDIDATE_FIELDS } from './sign-up-schemas';
import { findLiveUser, usersCollection } from './store';
import type { Availability } from '../common/lists/schema-parts';
import { reflectAvailabilityOnEntry } from '../availability/entry-sync';
import { stampedAvailability } from '../availability/policy';

export type StepData = Record<string, unknown>;

/** Each step's data as the method's `data` parameter, so invalid keys are named `data.<key>`. */
const STEP_DATA_PARAMS = Object.fromEntries(
  Object.entries(SIGN_UP_STEP_SCHEMAS).map(([step, schema]) => [step, createSchema({ data: { type: schema } })]),
) as Record<SignUpStep, ReturnType<typeof createSchema>>;

/** How many times `step` has been saved (0: never). */
function stepRevision(data: CandidateData | undefined, step: SignUpStep): number {
  return data?.stepRevisions?.[step] ?? 0;
}

function staleStep(current: number) {
  return userError(409, 'errors.signUp.stepSavedElsewhere', undefined, { stale: true, revision: current });
}

/** Steps before `step` that are not completed yet. */
export function missingEarlierSteps(step: SignUpStep, completed: readonly string[]): SignUpStep[] {
  const index = SIGN_UP_STEPS.findIndex((item) => item.value === step);
  return SIGN_UP_STEPS.slice(0, index)
    .map((item) => item.value)
    .filter((value) => !completed.includes(value));
}

/** The update that stores exactly the step's fields and counts the save. */
function stepModifier(userId: string, step: SignUpStep, data: StepData, revision: number) {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, unknown> = {};
  for (const field of STEP_CANDIDATE_FIELDS[step]) {
    // null is how a form may send an empty optional field: removed, never stored as null.
    if (data[field] === undefined || data[field] === null) $unset[`candidateData.${field}`] = '';
    else $set[`candidateData.${field}`] = field === 'availability' ? stampedAvailability(data[field] as Availability, new Date()) : data[field];
  }
  // Saving the availability states it anew: the reminder of an old one is over.
  if ('candidateData.availability' in $set) $unset.availabilityReminder = '';
  if (step === 'personal-details-1') $set['profile.name'] = data.name;
  $set[`candidateData.stepRevisions.${step}`] = revision;
  $set['docInfo.updatedAt'] = new Date();
  $set['docInfo.updatedBy'] = userId;
  return { $set, $addToSet: { 'candidateData.completedSteps': step }, ...(Object.keys($unset).length > 0 ? { $unset } : {}) };
}

/**
 * Validates one step's data with the step's schema, saves it and records the step.
 * Returns the completed steps.
 */
export async function saveSignUpStep(userId: string, step: SignUpStep, input: StepData, basedOn?: number): Promise<SignUpStep[]> {
  const { data } = validateParams(STEP_DATA_PARAMS[step], [input]) as { data: StepData };
  const user = await findLiveUser(userId, { candidateData: 1 });
  const completed = user.candidateData?.completedSteps ?? [];
  const current = stepRevision(user.candidateData, step);
  if (basedOn !== undefined && basedOn !== current) throw staleStep(current);
  const missing = missingEarlierSteps(step, completed);
  if (missing.length > 0) {
    throw userError(409, 'errors.signUp.previousStepsFirst', undefined, { missing });
  }
  if (step === 'upload-cv' && user.candidateData?.cv?.file !== data.file) {
    throw userError(409, 'errors.signUp.uploadCvFirst', undefined, { missing: ['cv'] });
  }
  // Compare-and-set: a save from another window between the read above and this write wins.
  const revisionKey = `candidateData.stepRevisions.${step}`;
  const unchanged = current === 0 ? { [revisionKey]: { $exists: false } } : { [revisionKey]: current };
  const changed = await usersCollection().updateAsync(
    { _id: userId, deletedAt: { $exists: false }, ...unchanged },
    stepModifier(userId, step, data, current + 1),
  );
  // Only a lost race reads again, to name the revision that won.
  if (changed === 0) throw staleStep(stepRevision((await findLiveUser(userId, { candidateData: 1 })).candidateData, step));
  if (STEP_CANDIDATE_FIELDS[step].includes('availability' as never)) await reflectAvailabilityOnEntry(userId);
  return completed.includes(step) ? completed : [...completed, step];
}
