// The apply form's fields and how they become the `applications.apply` arguments. The method's
// own schema (`application`: note, proposedRate {amount, currency, unit}, availableFrom) lives in
// a server-only file, so the form mirrors it with the same list definitions, the rate flattened
// into three fields so a candidate can leave the rate out.
import { CURRENCIES, type CurrencyCode, MAX_AMOUNT, RATE_UNITS, type RateUnit } from '../../../api/common/lists/money';
import { createSchema, LENGTH, oneOf, optionalText } from '../../../api/common/lists/schema-fields';
import { type Rate } from '../../../api/common/lists/schema-parts';

export const applyFormSchema = createSchema({
  note: { ...optionalText(LENGTH.note), label: 'Why you fit this project' },
  rateAmount: { type: Number, min: 0, max: MAX_AMOUNT, optional: true, label: 'Your rate' },
  rateCurrency: { ...oneOf(CURRENCIES), optional: true, label: 'Currency' },
  rateUnit: { ...oneOf(RATE_UNITS), optional: true, label: 'Per' },
  availableFrom: { type: Date, optional: true, label: 'Available from' },
});

export interface ApplyFormValues {
  note?: string;
  rateAmount?: number;
  rateCurrency?: CurrencyCode;
  rateUnit?: RateUnit;
  availableFrom?: Date;
}

export interface ApplicationInput {
  note?: string;
  proposedRate?: Rate;
  availableFrom?: Date;
}

export function toApplication(values: ApplyFormValues): ApplicationInput {
  const application: ApplicationInput = {};
  if (values.note?.trim()) application.note = values.note.trim();
  if (values.rateAmount !== undefined) {
    application.proposedRate = { amount: values.rateAmount, currency: values.rateCurrency ?? 'EUR', unit: values.rateUnit ?? 'day' };
  }
  if (values.availableFrom) application.availableFrom = values.availableFrom;
  return application;
}

const SERVER_FIELDS: Record<string, keyof ApplyFormValues> = {
  'application.note': 'note',
  'application.proposedRate': 'rateAmount',
  'application.proposedRate.amount': 'rateAmount',
  'application.proposedRate.currency': 'rateCurrency',
  'application.proposedRate.unit': 'rateUnit',
  'application.availableFrom': 'availableFrom',
};

interface MethodError {
  error?: unknown;
  reason?: unknown;
  details?: unknown;
}

/** The server's 400 INVALID details renamed to the form's fields, so errors land beside them. */
export function toFormError(error: unknown): unknown {
  const e = error as MethodError | null;
  if (!e || e.error !== 400 || e.reason !== 'INVALID') return error;
  let details: unknown = e.details;
  try {
    if (typeof details === 'string') details = JSON.parse(details);
  } catch {
    return error;
  }
  if (!Array.isArray(details)) return error;
  const renamed = details.map((item: { name?: string }) => ({ ...item, name: (item.name && SERVER_FIELDS[item.name]) ?? item.name }));
  return { ...e, details: renamed };
}
