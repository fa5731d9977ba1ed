// Money as the product shows it: in English '.' for decimals, ',' for thousands, then the
// currency ('1,250.00 EUR'); in the other languages their own separators from Intl
// ('1.250,00 EUR', '1 250,00 EUR'), the currency still after the amount.
import type { Locale } from '../../i18n/locales';

export interface NumberFormat {
  decimals?: number;
  /** English only: the other languages take their separators from Intl. */
  decimal?: string;
  thousands?: string;
  /** The UI's language (`useIntl().locale`); default English. */
  locale?: Locale | string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function intlNumber(value: number, locale: string, decimals: number): string {
  const key = `${locale}/${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  // Like the English path: a value that rounds to zero has no sign.
  const text = format.format(value);
  return Number(Math.abs(value).toFixed(decimals)) === 0 ? format.format(0) : text;
}

/** 1234567.891 → '1,234,567.89' with the defaults. */
export function formatNumber(value: number, { decimals = 2, decimal = '.', thousands = ',', locale = 'en' }: NumberFormat = {}): string {
  if (!Number.isFinite(value)) return '';
  if (locale !== 'en') return intlNumber(value, locale, decimals);
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + grouped + (fraction ? decimal + fraction : '');
}

/** 1250 and 'EUR' → '1,250.00 EUR'. Without a currency only the number is returned. */
export function formatMoney(value: number, currency?: string, format?: NumberFormat): string {
  const number = formatNumber(value, format);
  if (!number) return '';
  return currency ? `${number} ${currency}` : number;
}
