// The profile's section forms, each built from the wizard step's own schema (so a field the
// wizard requires is required here too and cannot be emptied) with the client's labels.
import SimpleSchema from 'simpl-schema';
import { CURRENCIES, MAX_AMOUNT, RATE_UNITS } from '../../../api/common/lists/money';
import { nameSchema, SIGN_UP_STEP_SCHEMAS } from '../../../api/users/sign-up-schemas';
import { loginSchema, newPasswordFields } from '../../forms/form-schemas';
import { CANDIDATE_FIELD_LABELS } from '../../forms/sign-up-step-schemas';

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

/** The wizard's words for the same fields (one wording across the product). */
function withWizardLabels(schema: SimpleSchema): SimpleSchema {
  const keys = new Set(Object.keys(schema.mergedSchema()));
  return labelled(schema, Object.fromEntries(Object.entries(CANDIDATE_FIELD_LABELS).filter(([key]) => keys.has(key))));
}

export const expertiseFormSchema = withWizardLabels(SIGN_UP_STEP_SCHEMAS['experience-1'].pick('fieldsOfExpertise', 'industries', 'skills', 'typesOfService'));

export const languagesFormSchema = withWizardLabels(SIGN_UP_STEP_SCHEMAS['personal-details-2'].pick('languages'));

export const experienceFormSchema = withWizardLabels(SIGN_UP_STEP_SCHEMAS['experience-2'].pick('experience', 'showEmployerNames'));

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

/** The e-mail address section: the new address and the current password. */
export const emailChangeFormSchema = labelled(loginSchema, { email: 'New e-mail address', password: 'Current password' });
