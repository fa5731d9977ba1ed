import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, FILE_TOKEN_PATTERN, ID_PATTERN, PHONE_PATTERN, SLUG_PATTERN, VAT_ID_PATTERN, WEBSITE_PATTERN } from './patterns';

describe('patterns', () => {
  it('accepts e-mail addresses with a top-level domain of at least two letters', () => {
    for (const ok of ['jana@seznam.cz', 'j.novak+jobs@firma.co.uk', 'info@xn--strojrny-8za.cz', 'a@b.museum']) expect(ok).toMatch(EMAIL_PATTERN);
    for (const bad of ['jana@localhost', 'jana@firma.c', 'jana@firma.123', 'jana.firma.cz', 'jana@', '@firma.cz', 'jana @firma.cz', 'jana@firma..cz']) {
      expect(bad).not.toMatch(EMAIL_PATTERN);
    }
  });

  it('accepts URL slugs of lower-case words joined by single hyphens', () => {
    expect('senior-java-developer-prague').toMatch(SLUG_PATTERN);
    for (const bad of ['Senior-Java', 'java--dev', '-java', 'java-', 'java dev', '../admin']) expect(bad).not.toMatch(SLUG_PATTERN);
  });

  it('accepts Meteor ids and Mongo ObjectIds only', () => {
    expect('kT3fPqW8xZ2mN5rLa').toMatch(ID_PATTERN);
    expect('65f1c2a9e4b0a1b2c3d4e5f6').toMatch(ID_PATTERN);
    for (const bad of ['short', 'kT3fPqW8xZ2mN5rLaa', 'kT3fPqW8xZ2mN5rL0', "kT3fPqW8xZ2mN5r'a"]) expect(bad).not.toMatch(ID_PATTERN);
  });

  it('accepts phone numbers as people write them', () => {
    for (const ok of ['+420 602 123 456', '0049 (0)89 123456-0', '+36 30 123 4567']) expect(ok).toMatch(PHONE_PATTERN);
    for (const bad of ['call me', '12', '+420 602 123 456 ext. 5']) expect(bad).not.toMatch(PHONE_PATTERN);
  });

  it('accepts only http(s) websites with a real domain', () => {
    expect('https://www.skoda-auto.cz/karriere?x=1').toMatch(WEBSITE_PATTERN);
    for (const bad of ['javascript:alert(1)', 'ftp://files.firma.cz', 'https://localhost', 'www.firma.cz']) expect(bad).not.toMatch(WEBSITE_PATTERN);
  });

  it('keeps stored file names inside the upload folder', () => {
    expect('p7Hq2LmZx9.webp').toMatch(FILE_TOKEN_PATTERN);
    for (const bad of ['../etc/passwd', '.htaccess', 'a/b.jpg', 'photo.jpg/..']) expect(bad).not.toMatch(FILE_TOKEN_PATTERN);
  });

  it('accepts EU VAT IDs with their country prefix', () => {
    for (const ok of ['CZ27082440', 'DE123456789', 'ATU12345678']) expect(ok).toMatch(VAT_ID_PATTERN);
    for (const bad of ['27082440', 'cz27082440', 'CZ 27082440']) expect(bad).not.toMatch(VAT_ID_PATTERN);
  });
});
