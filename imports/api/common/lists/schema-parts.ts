// Schema parts several collections embed: money and rates, language entries and requirements,
// availability, experience entries, postal addresses, contact details and status-history
// entries. Each comes with its TypeScript shape so documents and schemas are read side by side.
import type SimpleSchema from 'simpl-schema';
import { INDUSTRIES, type Industry } from './industries';
import { LANGUAGE_LEVELS, type LanguageLevel } from './language-levels';
import { LANGUAGES, type LanguageCode, type LanguageEntryCode, OTHER_LANGUAGE } from './languages';
import { type ListItem, valuesOf } from './list-item';
import { CURRENCIES, type CurrencyCode, MAX_AMOUNT, RATE_UNITS, type RateUnit } from './money';
import { arrayOf, createSchema, email, type FieldContext, id, integer, LENGTH, notBefore, oneOf, optionalPhone, optionalText, text } from './schema-fields';

export interface Money {
  amount: number;
  currency: CurrencyCode;
}

const amount = { type: Number, min: 0, max: MAX_AMOUNT };

/** A price for time: 95 EUR per hour, 760 EUR per day. */
export interface Rate extends Money {
  unit: RateUnit;
}

export const rateSchema = createSchema({ amount, currency: oneOf(CURRENCIES), unit: oneOf(RATE_UNITS) });

/**
 * A project's rate: a range (min alone means "from", max alone "up to") or "on request". Clients
 * often keep the budget private; the card then says "on request" instead of hiding the project.
 */
export interface RateRange {
  onRequest: boolean;
  min?: number;
  max?: number;
  currency?: CurrencyCode;
  unit?: RateUnit;
}

function requiredUnlessOnRequest(this: FieldContext): string | undefined {
  return this.siblingField('onRequest').value !== true && !this.isSet ? 'required' : undefined;
}

export const rateRangeSchema = createSchema({
  onRequest: { type: Boolean },
  min: {
    ...amount,
    label: 'Minimum rate',
    optional: true,
    custom(this: FieldContext) {
      // A stated price needs at least one bound; "on request" needs none.
      const open = this.siblingField('onRequest').value !== true;
      return open && !this.isSet && !this.siblingField('max').isSet ? 'required' : undefined;
    },
  },
  max: {
    ...amount,
    label: 'Maximum rate',
    optional: true,
    custom(this: FieldContext) {
      const min = this.siblingField('min').value;
      return typeof min === 'number' && typeof this.value === 'number' && this.value < min ? 'rangeInverted' : undefined;
    },
  },
  currency: { ...oneOf(CURRENCIES), optional: true, custom: requiredUnlessOnRequest },
  unit: { ...oneOf(RATE_UNITS), optional: true, custom: requiredUnlessOnRequest },
});

/**
 * The spec's language list entry. `language` is a code of the list, or `other` for a language
 * the list lacks; `language2` then names it in words (required), and otherwise may refine the
 * language ("Swiss German"). `level` is the person's level.
 */
export interface LanguageEntry {
  language: LanguageEntryCode;
  language2?: string;
  level: LanguageLevel;
}

export const languageEntrySchema = createSchema({
  language: { type: String, allowedValues: [...valuesOf(LANGUAGES), OTHER_LANGUAGE] },
  language2: {
    ...optionalText(60),
    label: 'Other language',
    custom(this: FieldContext) {
      return this.siblingField('language').value === OTHER_LANGUAGE && !this.isSet ? 'required' : undefined;
    },
  },
  level: oneOf(LANGUAGE_LEVELS),
});

/** Refuses a language listed twice in one array (an `other` entry may repeat: it is named in words). */
export function distinctLanguages(this: FieldContext): string | undefined {
  if (!Array.isArray(this.value)) return undefined;
  const codes = this.value
    .map((entry: unknown) => (entry !== null && typeof entry === 'object' ? (entry as { language?: unknown }).language : undefined))
    .filter((code) => code !== OTHER_LANGUAGE);
  return new Set(codes).size !== codes.length ? 'duplicate' : undefined;
}

/** A language a project requires, with the lowest acceptable level. */
export interface LanguageRequirement {
  language: LanguageCode;
  minLevel: LanguageLevel;
}

export const languageRequirementSchema = createSchema({
  language: oneOf(LANGUAGES),
  minLevel: oneOf(LANGUAGE_LEVELS),
});

export const AVAILABILITY_STATUSES = ['available', 'partly', 'not'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** A stretch the person cannot work (holiday, another engagement). */
export interface BlockedPeriod {
  from: Date;
  to: Date;
}

/** Blocked periods one availability may list: a few, not a calendar. */
export const MAX_BLOCKED_PERIODS = 5;

/**
 * When someone can start, how much of a full-time week they can give, and when they last said
 * so. `status` and `confirmedAt` came later: a document without them reads as
 * `availabilityStatusOf` derives and as never confirmed.
 */
export interface Availability {
  status?: AvailabilityStatus;
  from: Date;
  workloadPercent: number;
  blocked?: BlockedPeriod[];
  confirmedAt?: Date;
}

/** The stated status, else the one an older document implies (full time: available). */
export function availabilityStatusOf(availability: Pick<Availability, 'status' | 'workloadPercent'>): AvailabilityStatus {
  return availability.status ?? (availability.workloadPercent >= 100 ? 'available' : 'partly');
}

// Labels here, not in the forms' label maps: those do not reach the keys of an array inside a
// nested schema. The forms kit shows each in the reader's language (ui/forms/field-labels.ts).
export const blockedPeriodSchema = createSchema({
  from: { type: Date, label: 'Not available from' },
  to: { type: Date, label: 'Until', custom: notBefore('from') },
});

export const availabilitySchema = createSchema({
  status: { type: String, allowedValues: [...AVAILABILITY_STATUSES], optional: true },
  from: { type: Date },
  workloadPercent: integer(10, 100),
  ...arrayOf('blocked', blockedPeriodSchema, { maxCount: MAX_BLOCKED_PERIODS }),
  confirmedAt: { type: Date, optional: true },
});

/** One position in someone's career; `to` absent means "until now". */
export interface ExperienceEntry {
  role: string;
  company?: string;
  industry?: Industry;
  from: Date;
  to?: Date;
  description?: string;
}

/**
 * A candidate's own entries name the employer (required); an expert's public entry may leave
 * it out when the expert asks, as agencies do for confidential clients.
 */
export function experienceEntrySchema(options: { companyOptional: boolean }): SimpleSchema {
  return createSchema({
    role: text(LENGTH.short),
    company: { ...text(LENGTH.short), optional: options.companyOptional },
    industry: { ...oneOf(INDUSTRIES), optional: true },
    from: { type: Date },
    to: { type: Date, optional: true, custom: notBefore('from') },
    description: optionalText(LENGTH.note),
  });
}

/** A street address; the country is stored beside it (a company's country of registration). */
export interface PostalAddress {
  street: string;
  city: string;
  postalCode: string;
}

export const postalAddressSchema = createSchema({
  street: text(LENGTH.short),
  city: text(LENGTH.short),
  postalCode: { type: String, max: 12, regEx: /^[0-9A-Za-z][0-9A-Za-z -]{1,10}[0-9A-Za-z]$/ },
});

/** How to reach someone who writes in without an account (a visitor's request, a contact message). */
export interface ContactDetails {
  name: string;
  email: string;
  phone?: string;
  company?: string;
}

export const contactDetailsFields = {
  name: text(LENGTH.short),
  email: email(),
  phone: optionalPhone(),
  company: optionalText(LENGTH.short),
};

/** One step of a status history: what it became, when, and who moved it (absent: the system). */
export interface StatusChange<S extends string> {
  status: S;
  at: Date;
  by?: string;
  note?: string;
}

export function statusChangeSchema(statuses: readonly ListItem[]): SimpleSchema {
  return createSchema({
    status: oneOf(statuses),
    at: { type: Date },
    by: { ...id(), optional: true },
    note: optionalText(1000),
  });
}
