import { describe, expect, it } from 'vitest';
import { catalogChain, chooseLocale, cookieValue, nativeLanguageName, negotiateLocale } from './locales';

describe('the language of a request', () => {
  it('takes the best of our languages from Accept-Language by weight, region tags included', () => {
    expect(negotiateLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('fr-FR, fr;q=0.9, cs;q=0.7, en;q=0.5')).toBe('cs');
    expect(negotiateLocale('en;q=0.2, sk;q=0.8')).toBe('sk');
    expect(negotiateLocale('hu;q=0, pl')).toBe('pl');
    expect(negotiateLocale('fr, it')).toBeNull();
    expect(negotiateLocale('')).toBeNull();
    expect(negotiateLocale(undefined)).toBeNull();
  });

  it('prefers the address, then the saved choice, then the cookie, then Accept-Language, then English', () => {
    const all = { param: 'pl', saved: 'hu', cookie: 'cs', acceptLanguage: 'de' };
    expect(chooseLocale(all)).toBe('pl');
    expect(chooseLocale({ ...all, param: null })).toBe('hu');
    expect(chooseLocale({ ...all, param: 'xx', saved: undefined })).toBe('cs');
    expect(chooseLocale({ acceptLanguage: 'de', cookie: 'klingon' })).toBe('de');
    expect(chooseLocale({})).toBe('en');
  });

  it('reads one cookie from a Cookie header', () => {
    expect(cookieValue('a=1; lang=sk; hide_prices=1', 'lang')).toBe('sk');
    expect(cookieValue('a=1', 'lang')).toBeUndefined();
    expect(cookieValue(undefined, 'lang')).toBeUndefined();
  });

  it('falls back along the language family: Slovak to Czech, then English', () => {
    expect(catalogChain('sk')).toEqual(['en', 'cs', 'sk']);
    expect(catalogChain('de')).toEqual(['en', 'de']);
    expect(catalogChain('en')).toEqual(['en']);
  });

  it('names each language in itself', () => {
    expect(nativeLanguageName('de')).toBe('Deutsch');
    expect(nativeLanguageName('cs')).toBe('Čeština');
    expect(nativeLanguageName('hu')).toBe('Magyar');
  });
});
