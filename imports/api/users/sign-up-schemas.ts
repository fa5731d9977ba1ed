// What each step of the candidate sign-up wizard, the customer sign-up and the profile screen
// accept, built from the parts of ./schema.ts so the wizard, the profile form and the server
// validate with the same rules. Browser-safe: the client's forms import these.
//
// Decisions where the spec is silent:
// - `personal-details-1` creates the account: e-mail, password, name, phone, country and city.
//   The password travels as Meteor's `{digest, algorithm: 'sha-256'}` (the browser hashes it as
//   `Meteor.loginWithPassword` does); a plain-text password is refused.
// - Steps require what an agency needs to place someone: at least one language, an availability,
//   one field of expertise, one skill, one type of service, years of experience and one position.
//   Industries, an expected rate, a headline and a LinkedIn address stay optional.
// - `upload-cv` only confirms the file the HTTP upload stored (`{file}` must name it); the file's
//   name, type and size come from the upload, never from the client.
// - Campaign data is what the browser kept from the landing page (gclid, utm_*); the server stamps
//   `capturedAt` with the sign-up time rather than trusting a client clock.
// - The profile screen edits the same fields as the wizard, minus the CV, the photo (both HTTP
//   uploads) and the step record; fields the wizard requires cannot be emptied, and only optional
//   fields can be cleared (`clear`).
import type SimpleSchema from 'simpl-schema';
import { createSchema, email, FILE_TOKEN_PATTERN, LENGTH, oneOf, SHA256_PATTERN } from '../common/lists';
import { campaignSchema, candidateDataSchema } from './schema';
import { SIGN_UP_STEPS, type SignUpStep, STEP_CANDIDATE_FIELDS } from './sign-up-step-list';

export const nameSchema = createSchema({
  first: { type: String, min: 1, max: LENGTH.name },
  last: { type: String, min: 1, max: LENGTH.name },
});

export const passwordDigestSchema = createSchema({
  digest: { type: String, regEx: SHA256_PATTERN },
  algorithm: { type: String, allowedValues: ['sha-256'] },
});

/** Campaign data as the browser sends it (the server adds `capturedAt`). */
export const campaignInputSchema = campaignSchema.omit('capturedAt');

/** Candidate fields a step requires (optional in the stored document, required when the step is saved). */
const REQUIRED_ARRAY = { optional: false, minCount: 1 };
const REQUIRED = { optional: false };

function candidatePart(keys: string[], overrides: Record<string, object>): SimpleSchema {
  return candidateDataSchema.pick(...keys).extend(overrides);
}

export { STEP_CANDIDATE_FIELDS };

const personalDetails = candidatePart([...STEP_CANDIDATE_FIELDS['personal-details-1']], {
  phone: REQUIRED,
  country: REQUIRED,
  city: REQUIRED,
}).extend({ name: { type: nameSchema } });

/** Each step's form, as `users.saveSignUpStep(step, data)` receives it. */
export const SIGN_UP_STEP_SCHEMAS: Record<SignUpStep, SimpleSchema> = {
  'personal-details-1': personalDetails,
  'personal-details-2': candidatePart([...STEP_CANDIDATE_FIELDS['personal-details-2']], {
    languages: REQUIRED_ARRAY,
    availability: REQUIRED,
  }),
  'experience-1': candidatePart([...STEP_CANDIDATE_FIELDS['experience-1']], {
    fieldsOfExpertise: REQUIRED_ARRAY,
    skills: REQUIRED_ARRAY,
    typesOfService: REQUIRED_ARRAY,
    yearsOfExperience: REQUIRED,
  }),
  'experience-2': candidatePart([...STEP_CANDIDATE_FIELDS['experience-2']], { experience: REQUIRED_ARRAY }),
  'upload-cv': createSchema({ file: { type: String, regEx: FILE_TOKEN_PATTERN } }),
};

/** `users.signUp.start(form)`: the first step plus the account's credentials and campaign data. */
export const signUpStartSchema = personalDetails.clone().extend({
  email: email(),
  password: { type: passwordDigestSchema },
  campaign: { type: campaignInputSchema, optional: true },
});

/** `users.signUpCustomer(form)`. */
export const signUpCustomerSchema = createSchema({
  email: email(),
  password: { type: passwordDigestSchema },
  name: { type: nameSchema },
  campaign: { type: campaignInputSchema, optional: true },
});

/** `users.changeEmail(form)`: the new address and the current password. */
export const changeEmailSchema = createSchema({
  email: email(),
  password: { type: passwordDigestSchema },
});

/** An enroll link's token as mailed (Random.secret: URL-safe characters). */
export const invitationTokenSchema = createSchema({ token: { type: String, regEx: /^[A-Za-z0-9_-]{1,100}$/ } });

export interface PersonName {
  first: string;
  last: string;
}

/** `users.invitation(token)`: what the join screen needs to know before the form is filled in. */
export interface InvitationInfo {
  email: string;
  /** True unless the invitee is an expert (who gives the name in the wizard). */
  asksName: boolean;
  /** The name as far as it is known ('' where not). */
  name: PersonName;
}

/** `users.acceptInvitation(form)`: the token, the new password and the name (asked of all but experts). */
export const acceptInvitationSchema = invitationTokenSchema.clone().extend({
  password: { type: passwordDigestSchema },
  name: { type: nameSchema, optional: true },
});

/** Optional candidate fields the profile screen may clear. */
export const CLEARABLE_CANDIDATE_FIELDS = [
  { value: 'headline', label: 'Headline' },
  { value: 'linkedInUrl', label: 'LinkedIn profile' },
  { value: 'expectedRate', label: 'Expected rate' },
  { value: 'industries', label: 'Industries' },
  { value: 'showEmployerNames', label: 'Show employer names' },
] as const;
export type ClearableCandidateField = (typeof CLEARABLE_CANDIDATE_FIELDS)[number]['value'];

/** `users.updateProfile(patch)`: every key optional; present keys replace the stored value. */
export const profilePatchSchema = createSchema({
  name: { type: nameSchema, optional: true },
  candidateData: {
    type: candidateDataSchema.omit('cv', 'photo', 'completedSteps', 'stepRevisions').extend({
      languages: { minCount: 1 },
      fieldsOfExpertise: { minCount: 1 },
      skills: { minCount: 1 },
      typesOfService: { minCount: 1 },
      experience: { minCount: 1 },
    }),
    optional: true,
  },
  clear: { type: Array, optional: true, maxCount: CLEARABLE_CANDIDATE_FIELDS.length },
  'clear.$': oneOf(CLEARABLE_CANDIDATE_FIELDS),
});

export const signUpStepSchema = oneOf(SIGN_UP_STEPS);
