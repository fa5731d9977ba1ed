// The profile's section forms, each built from the wizard step's own schema (so a field the
// wizard requires is required here too and cannot be emptied) with the client's labels. Forms
// whose labels are the profile's own are built per language (useLabelledSchema); those with
// the wizard's labels are fixed.
import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import SimpleSchema from 'simpl-schema';
import type { MessageId } from '../../../i18n/message-ids';
import { CURRENCIES, MAX_AMOUNT, RATE_UNITS } from '../../../api/common/lists/money';
import { nameSchema, SIGN_UP_STEP_SCHEMAS } from '../../../api/users/sign-up-schemas';
import { loginSchema, newPasswordFields } from '../../forms/form-schemas';
import { CANDIDATE_FIELD_LABELS } from '../../forms/sign-up-step-schemas';

function labelled(schema: SimpleSchema, labels: Record<string, string>): SimpleSchema {
  const copy = schema.clone();
  copy.labels(labels);
  return copy;
}

type Words = (id: MessageId) => string;
type SchemaIn = (words: Words) => SimpleSchema;

/** `build`'s schema with the labels in the reader's language, made again only when it changes. */
export function useLabelledSchema(build: SchemaIn): SimpleSchema {
  const intl: IntlShape = useIntl();
  return useMemo(() => build((id) => intl.formatMessage({ id })), [build, intl]);
}

export const nameFormSchema: SchemaIn = (t) =>
  new SimpleSchema({ name: { type: labelled(nameSchema, { first: t('profile.field.firstName'), last: t('profile.field.lastName') }) } });

export const contactFormSchema: SchemaIn = (t) =>
  labelled(SIGN_UP_STEP_SCHEMAS['personal-details-1'].pick('phone', 'country', 'city'), {
    phone: t('profile.field.phone'),
    country: t('profile.field.country'),
    city: t('profile.field.city'),
  });

export const summaryFormSchema: SchemaIn = (t) =>
  labelled(SIGN_UP_STEP_SCHEMAS['experience-1'].pick('headline', 'yearsOfExperience').extend(SIGN_UP_STEP_SCHEMAS['experience-2'].pick('linkedInUrl')), {
    headline: t('profile.field.headline'),
    yearsOfExperience: t('profile.field.yearsOfExperience'),
    linkedInUrl: t('profile.field.linkedInUrl'),
  });

export const availabilityFormSchema: SchemaIn = (t) =>
  labelled(SIGN_UP_STEP_SCHEMAS['personal-details-2'].pick('availability'), {
    availability: t('profile.availability.title'),
    'availability.status': t('availability.field.status'),
    'availability.from': t('profile.field.availableFrom'),
    'availability.workloadPercent': t('profile.field.workloadPercent'),
  });

export const passwordFormSchema: SchemaIn = (t) =>
  new SimpleSchema(
    {
      oldPassword: { type: String, max: 200, label: t('profile.field.currentPassword') },
      ...newPasswordFields,
    },
    { getErrorMessage: (error: { type: string }) => (error.type === 'passwordMismatch' ? t('profile.password.mismatch') : undefined) },
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
export const rateFormSchema: SchemaIn = (t) =>
  new SimpleSchema({
    amount: { type: Number, min: 0, max: MAX_AMOUNT, optional: true, label: t('profile.rate.title') },
    currency: { type: String, allowedValues: CURRENCIES.map((item) => item.value), optional: true, label: t('profile.field.currency') },
    unit: { type: String, allowedValues: RATE_UNITS.map((item) => item.value), optional: true, label: t('profile.field.per') },
  });

/** The e-mail address section: the new address and the current password. */
export const emailChangeFormSchema: SchemaIn = (t) => labelled(loginSchema, { email: t('profile.field.newEmail'), password: t('profile.field.currentPassword') });
