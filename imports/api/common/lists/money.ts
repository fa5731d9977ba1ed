// Currencies (ISO 4217) and rate units. EUR first: most cross-border contracts in the region are
// in euros; the local currencies of the home markets follow, then the other common ones.
import type { ListItem } from './list-item';

export const CURRENCIES = [
  { value: 'EUR', label: 'EUR – Euro' },
  { value: 'CZK', label: 'CZK – Czech koruna' },
  { value: 'HUF', label: 'HUF – Hungarian forint' },
  { value: 'PLN', label: 'PLN – Polish złoty' },
  { value: 'CHF', label: 'CHF – Swiss franc' },
  { value: 'GBP', label: 'GBP – Pound sterling' },
  { value: 'USD', label: 'USD – US dollar' },
  { value: 'RON', label: 'RON – Romanian leu' },
  { value: 'SEK', label: 'SEK – Swedish krona' },
  { value: 'DKK', label: 'DKK – Danish krone' },
  { value: 'NOK', label: 'NOK – Norwegian krone' },
] as const satisfies readonly ListItem[];

export type CurrencyCode = (typeof CURRENCIES)[number]['value'];

export const RATE_UNITS = [
  { value: 'hour', label: 'per hour' },
  { value: 'day', label: 'per day' },
  { value: 'month', label: 'per month' },
] as const satisfies readonly ListItem[];

export type RateUnit = (typeof RATE_UNITS)[number]['value'];

/** What a rate filter starts with before the user picks a currency or unit. */
export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';
export const DEFAULT_RATE_UNIT: RateUnit = 'day';

/**
 * Upper bound for any amount: a monthly rate in forints reaches a few million, so the bound is
 * generous; it exists to refuse absurd or overflowing input, not to judge prices.
 */
export const MAX_AMOUNT = 100_000_000;
