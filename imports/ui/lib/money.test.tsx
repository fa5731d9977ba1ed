import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './money';

describe('money format', () => {
  it("uses '.' for decimals and ',' for thousands, then the currency", () => {
    expect(formatMoney(1234567.891, 'EUR')).toBe('1,234,567.89 EUR');
    expect(formatMoney(85, 'EUR')).toBe('85.00 EUR');
    expect(formatMoney(999.995, 'CZK')).toBe('1,000.00 CZK');
  });

  it('handles negatives, zero and a missing currency', () => {
    expect(formatMoney(-1500.5, 'EUR')).toBe('-1,500.50 EUR');
    expect(formatMoney(-0.001, 'EUR')).toBe('0.00 EUR');
    expect(formatMoney(1200)).toBe('1,200.00');
  });

  it('accepts other separators and precision', () => {
    expect(formatNumber(1234.5, { decimals: 0 })).toBe('1,235');
    expect(formatNumber(1234.5, { decimal: ',', thousands: ' ' })).toBe('1 234,50');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatMoney(Number.NaN, 'EUR')).toBe('');
  });
});
