// Currencies (ISO 4217) and rate units. EUR first: most cross-border contracts in the region are
// in euros; the local currencies of the home markets follow, then the other common ones.
import { listOf } from './list-item';

export const CURRENCIES = listOf({
  EUR: 'EUR – Euro', CZK: 'CZK – Czech koruna', HUF: 'HUF – Hungarian forint', PLN: 'PLN – Polish złoty',
  CHF: 'CHF – Swiss franc', GBP: 'GBP – Pound sterling', USD: 'USD – US dollar', RON: 'RON – Romanian leu',
  SEK: 'SEK – Swedish krona', DKK: 'DKK – Danish krone', NOK: 'NOK – Norwegian krone',
});

export type CurrencyCode = (typeof CURRENCIES)[number]['value'];

export const RATE_UNITS = listOf({ hour: 'per hour', day: 'per day', month: 'per month' });

export type RateUnit = (typeof RATE_UNITS)[number]['value'];

/** The units alone, where the words around them already say "per" (the rate filter's unit select). */
export const RATE_UNIT_NAMES = listOf({ hour: 'hour', day: 'day', month: 'month' } satisfies Record<RateUnit, string>);

/** What a rate filter starts with before the user picks a currency or unit. */
export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';
export const DEFAULT_RATE_UNIT: RateUnit = 'day';

/**
 * Upper bound for any amount: a monthly rate in forints reaches a few million, so the bound is
 * generous; it exists to refuse absurd or overflowing input, not to judge prices.
 */
export const MAX_AMOUNT = 100_000_000;
