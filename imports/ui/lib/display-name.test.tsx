import { describe, expect, it } from 'vitest';
import { displayName, initials } from './display-name';

const base = { _id: 'u1', emails: [{ address: 'jana.novakova@example.com' }] };

describe('displayName', () => {
  it('is the first name plus the last initial', () => {
    expect(displayName({ ...base, profile: { name: { first: 'Jana', last: 'novakova' } } })).toBe('Jana N.');
  });

  it('is the first name alone when there is no last name', () => {
    expect(displayName({ ...base, profile: { name: { first: 'Jana' } } })).toBe('Jana');
  });

  it("falls back to the e-mail's local part", () => {
    expect(displayName(base)).toBe('jana.novakova');
    expect(displayName({ ...base, profile: { name: { first: '  ', last: 'X' } } })).toBe('jana.novakova');
  });

  it('is empty without a user', () => {
    expect(displayName(null)).toBe('');
  });
});

describe('initials', () => {
  it('takes the first letters of both names, else of the e-mail', () => {
    expect(initials({ ...base, profile: { name: { first: 'jana', last: 'novakova' } } })).toBe('JN');
    expect(initials(base)).toBe('J');
  });
});
