// Money as the product shows it: '.' for decimals, ',' for thousands, then the currency.

export interface NumberFormat {
  decimals?: number;
  decimal?: string;
  thousands?: string;
}

/** 1234567.891 → '1,234,567.89' with the defaults. */
export function formatNumber(value: number, { decimals = 2, decimal = '.', thousands = ',' }: NumberFormat = {}): string {
  if (!Number.isFinite(value)) return '';
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
