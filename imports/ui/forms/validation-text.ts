// A field's validation error in the reader's language, worded from the error's type and its
// parameters (min, max, counts, dates) with the field's translated label: the same for errors the
// browser finds with the schema and for the server's `400 INVALID` details. English keeps
// SimpleSchema's and the schemas' own wording; a type the catalogs do not know falls back to the
// English text it came with (in English) or to "… is not valid".
import type { IntlShape } from 'react-intl';
import type SimpleSchema from 'simpl-schema';
import { EMAIL_PATTERN, PHONE_PATTERN, URL_PATTERN, WEBSITE_PATTERN } from '../../api/common/lists/patterns';
import type { MessageId } from '../../i18n/message-ids';
import { EMAIL_REGEX } from './email-pattern';
import { fieldLabel } from './field-labels';

/** What a validation error says about itself (SimpleSchema's error, or one item of the server's details). */
export interface ValidationError {
  name: string;
  type?: string;
  value?: unknown;
  min?: unknown;
  max?: unknown;
  minCount?: unknown;
  maxCount?: unknown;
  dataType?: unknown;
}

/** Types worded with the label alone. */
const BY_TYPE: Record<string, MessageId> = {
  required: 'validation.required',
  badDate: 'validation.badDate',
  noDecimal: 'validation.noDecimal',
  notUnique: 'validation.notUnique',
  keyNotInSchema: 'validation.notAllowed',
  expectedType: 'validation.expectedType',
  passwordMismatch: 'validation.passwordMismatch',
  // A wrong or used two-factor code (two-factor-code.tsx puts the server's refusal on the field).
  invalidCode: 'validation.codeWrong',
  operatorKey: 'validation.operatorKey',
  tooLarge: 'validation.tooLarge',
  rangeInverted: 'validation.rangeInverted',
  dateOrder: 'validation.dateOrder',
  ownerRequired: 'validation.ownerRequired',
  duplicate: 'validation.duplicate',
  notData: 'validation.notData',
  nullValue: 'validation.nullValue',
  asapWithDate: 'validation.asapWithDate',
};

/** Types worded with a bound: the message id and the parameter that holds the bound. */
const BY_BOUND: Record<string, { id: MessageId; bound: 'min' | 'max' | 'minCount' | 'maxCount' }> = {
  minString: { id: 'validation.minString', bound: 'min' },
  maxString: { id: 'validation.maxString', bound: 'max' },
  minNumber: { id: 'validation.minNumber', bound: 'min' },
  maxNumber: { id: 'validation.maxNumber', bound: 'max' },
  minNumberExclusive: { id: 'validation.minNumberExclusive', bound: 'min' },
  maxNumberExclusive: { id: 'validation.maxNumberExclusive', bound: 'max' },
  minDate: { id: 'validation.minDate', bound: 'min' },
  maxDate: { id: 'validation.maxDate', bound: 'max' },
  minCount: { id: 'validation.minCount', bound: 'minCount' },
  maxCount: { id: 'validation.maxCount', bound: 'maxCount' },
};

/** The regular expressions a form may check, by what they stand for. */
const PATTERNS: { sources: string[]; id: MessageId }[] = [
  { sources: [EMAIL_PATTERN.source, EMAIL_REGEX.source], id: 'validation.regEx.email' },
  { sources: [PHONE_PATTERN.source], id: 'validation.regEx.phone' },
  { sources: [WEBSITE_PATTERN.source, URL_PATTERN.source], id: 'validation.regEx.url' },
  { sources: ['^\\d{6}$'], id: 'validation.regEx.code' },
];

/** The schema key's regular expressions, as sources ('' when the key is not in the schema). */
function regExSources(schema: SimpleSchema, name: string): string[] {
  try {
    const typed = schema.getDefinition(name)?.type[0] as { regEx?: RegExp | RegExp[] } | undefined;
    const regEx = typed?.regEx;
    return (Array.isArray(regEx) ? regEx : regEx ? [regEx] : []).map((item) => item.source);
  } catch {
    return [];
  }
}

function regExMessage(schema: SimpleSchema, name: string): MessageId {
  const sources = regExSources(schema, name);
  return PATTERNS.find((pattern) => pattern.sources.some((source) => sources.includes(source)))?.id ?? 'validation.regEx';
}

/** A bound as the reader writes it: dates in their format, numbers with their separators. */
function boundText(intl: IntlShape, bound: unknown): string | number {
  if (bound instanceof Date) return intl.formatDate(bound, { dateStyle: 'medium', timeZone: 'UTC' });
  if (typeof bound === 'number') return bound;
  return String(bound ?? '');
}

function messageIdOf(schema: SimpleSchema, error: ValidationError): MessageId | null {
  const type = error.type ?? '';
  // An unticked box that must be ticked is a missing answer, not a wrong one.
  if (type === 'notAllowed') return error.value === false ? 'validation.required' : 'validation.notAllowed';
  if (type === 'regEx') return regExMessage(schema, error.name);
  return BY_TYPE[type] ?? BY_BOUND[type]?.id ?? null;
}

/**
 * The error's message in the reader's language. `english` is the text the error came with
 * (SimpleSchema's, or the server's), shown in English for a type the catalogs do not word.
 */
export function validationText(intl: IntlShape, schema: SimpleSchema, error: ValidationError, english: string | undefined): string {
  const label = fieldLabel(intl, schema, error.name);
  const id = messageIdOf(schema, error);
  if (!id) return intl.locale === 'en' && english ? english : intl.formatMessage({ id: 'validation.invalid' }, { label });
  const bounded = BY_BOUND[error.type ?? ''];
  const values: Record<string, string | number> = { label };
  if (bounded) values[bounded.bound] = boundText(intl, error[bounded.bound]);
  if (error.type === 'expectedType') values.dataType = String(error.dataType ?? '');
  return intl.formatMessage({ id }, values);
}
