// The candidate wizard's step forms: the server's own step schemas (SIGN_UP_STEP_SCHEMAS, what
// `users.saveSignUpStep(step, data)` validates) with the client's labels. The profile screen
// edits the same fields and may take its labels from here.
import type SimpleSchema from 'simpl-schema';
import { SIGN_UP_STEP_SCHEMAS } from '../../api/users/sign-up-schemas';
import type { SignUpStep } from '../../api/users/schema';

/** The client's words for every candidate field the wizard asks for. */
export const CANDIDATE_FIELD_LABELS: Record<string, string> = {
  'name.first': 'First name',
  'name.last': 'Last name',
  phone: 'Phone',
  country: 'Country',
  city: 'City',
  languages: 'Languages you speak',
  'languages.$.language': 'Language',
  'languages.$.language2': 'Which language?',
  'languages.$.level': 'Level',
  'availability.status': 'Availability status',
  'availability.from': 'Available from',
  'availability.workloadPercent': 'Workload (% of full time)',
  'expectedRate.amount': 'Expected rate',
  'expectedRate.currency': 'Currency',
  'expectedRate.unit': 'Per',
  headline: 'Headline',
  fieldsOfExpertise: 'Fields of expertise',
  industries: 'Industries',
  skills: 'Skills',
  typesOfService: 'Types of service',
  yearsOfExperience: 'Years of experience',
  experience: 'Positions',
  'experience.$.role': 'Role',
  'experience.$.company': 'Employer',
  'experience.$.industry': 'Industry',
  'experience.$.from': 'From',
  'experience.$.to': 'To (empty: until now)',
  'experience.$.description': 'What you did',
  showEmployerNames: "Show my employers' names on my public expert profile",
  linkedInUrl: 'LinkedIn profile',
  file: 'Your CV',
};

function labelled(schema: SimpleSchema): SimpleSchema {
  const copy = schema.clone();
  const keys = new Set(Object.keys(copy.mergedSchema()));
  copy.labels(Object.fromEntries(Object.entries(CANDIDATE_FIELD_LABELS).filter(([key]) => keys.has(key))));
  return copy;
}

export const SIGN_UP_STEP_FORMS = Object.fromEntries(
  Object.entries(SIGN_UP_STEP_SCHEMAS).map(([step, schema]) => [step, labelled(schema)]),
) as Record<SignUpStep, SimpleSchema>;
