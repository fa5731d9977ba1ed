// The sign-up wizard's steps and the candidate fields each one saves, apart from the schemas
// (schema.ts, sign-up-schemas.ts re-export them): the route table and the app shell's "finish
// your profile" note need only these, and importing them from here keeps simpl-schema and the
// select lists out of the browser's first render.
import { listOf } from '../common/lists/list-item';

/** The wizard's steps (routes /engine/sign-up/{step}), saved one by one. */
export const SIGN_UP_STEPS = listOf({
  'personal-details-1': 'Personal details', 'personal-details-2': 'Languages and availability',
  'experience-1': 'Expertise and skills', 'experience-2': 'Work experience', 'upload-cv': 'CV upload',
});
export type SignUpStep = (typeof SIGN_UP_STEPS)[number]['value'];

/** The fields each candidate step writes under `candidateData` (the step saves exactly these). */
export const STEP_CANDIDATE_FIELDS: Record<SignUpStep, readonly string[]> = {
  'personal-details-1': ['phone', 'country', 'city'],
  'personal-details-2': ['languages', 'availability', 'expectedRate'],
  'experience-1': ['headline', 'fieldsOfExpertise', 'industries', 'skills', 'typesOfService', 'yearsOfExperience'],
  'experience-2': ['experience', 'showEmployerNames', 'linkedInUrl'],
  'upload-cv': [],
};
