// The profile's section forms, each built from the wizard step's own schema (so a field the
// wizard requires is required here too and cannot be emptied) with the client's labels.
import SimpleSchema from 'simpl-schema';
import { CURRENCIES, MAX_AMOUNT, RATE_UNITS } from '../../../api/common/lists/money';
import { nameSchema, SIGN_UP_STEP_SCHEMAS } from '../../../api/users/sign-up-schemas';
import { newPasswordFields } from '../../forms/form-schemas';

function labelled(schema: SimpleSchema, labels: Record<string, string>): SimpleSchema {
  const copy = schema.clone();
  copy.labels(labels);
  return copy;
}

export const nameFormSchema = new SimpleSchema({ name: { type: labelled(nameSchema, { first: 'First name', last: 'Last name' }) } });

export const contactFormSchema = labelled(SIGN_UP_STEP_SCHEMAS['personal-details-1'].pick('phone', 'country', 'city'), {
  phone: 'Phone',
  country: 'Country',
  city: 'City',
});

export const summaryFormSchema = labelled(
  SIGN_UP_STEP_SCHEMAS['experience-1'].pick('headline', 'yearsOfExperience').extend(SIGN_UP_STEP_SCHEMAS['experience-2'].pick('linkedInUrl')),
  { headline: 'Headline', yearsOfExperience: 'Years of experience', linkedInUrl: 'LinkedIn profile' },
);

export const availabilityFormSchema = labelled(SIGN_UP_STEP_SCHEMAS['personal-details-2'].pick('availability'), {
  availability: 'Availability',
  'availability.from': 'Available from',
  'availability.workloadPercent': 'Workload in percent of full time',
});

export const passwordFormSchema = new SimpleSchema(
  {
    oldPassword: { type: String, max: 200, label: 'Current password' },
    ...newPasswordFields,
  },
  { getErrorMessage: (error: { type: string }) => (error.type === 'passwordMismatch' ? 'The two passwords are not the same' : undefined) },
);

export const expertiseFormSchema = labelled(SIGN_UP_STEP_SCHEMAS['experience-1'].pick('fieldsOfExpertise', 'industries', 'skills', 'typesOfService'), {
  fieldsOfExpertise: 'Fields of expertise',
  industries: 'Industries',
  skills: 'Skills',
  typesOfService: 'Types of service',
});

export const languagesFormSchema = labelled(SIGN_UP_STEP_SCHEMAS['personal-details-2'].pick('languages'), {
  languages: 'Languages',
  'languages.$.language': 'Language',
  'languages.$.level': 'Level',
});

export const experienceFormSchema = labelled(SIGN_UP_STEP_SCHEMAS['experience-2'].pick('experience', 'hideEmployerNames'), {
  experience: 'Positions',
  'experience.$.role': 'Role',
  'experience.$.company': 'Company',
  'experience.$.from': 'From',
  'experience.$.to': 'To',
  'experience.$.description': 'What you did',
  hideEmployerNames: 'Hide employer names on my public profile',
});

/**
 * The expected rate, flattened like the apply form's so it can be left empty (then cleared): the
 * amount decides; currency and unit default to EUR per day. The server checks `expectedRate`
 * with the wizard's rate schema.
 */
export const rateFormSchema = new SimpleSchema({
  amount: { type: Number, min: 0, max: MAX_AMOUNT, optional: true, label: 'Expected rate' },
  currency: { type: String, allowedValues: CURRENCIES.map((item) => item.value), optional: true, label: 'Currency' },
  unit: { type: String, allowedValues: RATE_UNITS.map((item) => item.value), optional: true, label: 'Per' },
});
