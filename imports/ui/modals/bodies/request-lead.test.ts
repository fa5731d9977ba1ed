import { describe, expect, it } from 'vitest';
import { andList } from '../../../i18n/and-list';
import { intlFor } from '../../../i18n/intl';
import { requestLeadText as leadIn } from './request-lead';

const english = intlFor('en');
const requestLeadText = (names: string | undefined) => leadIn(english, names);

describe('requestLeadText', () => {
  it('puts the possessive on the last of one, two or three names', () => {
    expect(requestLeadText(andList(['Felix V.']))).toBe("Tell us what you need and we will check Felix V.'s availability for you.");
    expect(requestLeadText(andList(['Felix V.', 'Anna N.']))).toBe("Tell us what you need and we will check Felix V. and Anna N.'s availability for you.");
    expect(requestLeadText(andList(['Felix V.', 'Krzysztof K.', 'Anna N.']))).toBe(
      "Tell us what you need and we will check Felix V., Krzysztof K. and Anna N.'s availability for you.",
    );
  });

  it('offers to propose experts when none is named', () => {
    expect(requestLeadText(undefined)).toBe('Tell us what you need and we will propose suitable experts.');
  });
});
