// Reasons in words, in every UI language: codes become list labels, amounts money with the
// language's separators, days and percentages Intl's, and no message id or placeholder leaks.
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../i18n/intl';
import { listLabel } from '../../../i18n/list-labels';
import { LOCALES } from '../../../i18n/locales';
import type { Skill } from '../../../api/common/lists';
import { scoreMatch } from '../../../api/matching/score';
import { DEFAULT_MATCH_WEIGHTS } from '../../../api/matching/weights';
import { reasonText } from './reason-text';

const now = new Date('2026-11-27T10:00:00Z');
const project = {
  skills: ['java', 'kubernetes'] as Skill[],
  languages: [{ language: 'de' as const, minLevel: 'B2' as const }],
  rate: { onRequest: false, max: 80, currency: 'EUR' as const, unit: 'hour' as const },
  startDate: new Date('2026-12-01T00:00:00Z'),
  workloadPercent: 100,
  remotePercent: 40,
  country: 'DE',
  fieldOfExpertise: 'software-development' as const,
};
const person = {
  skills: ['java'] as Skill[],
  languages: [{ language: 'de' as const, level: 'C1' as const }],
  rate: { amount: 85, currency: 'EUR' as const, unit: 'hour' as const },
  availability: { from: new Date('2027-01-15T00:00:00Z'), workloadPercent: 60, confirmedAt: new Date('2026-09-01T00:00:00Z') },
  country: 'CZ',
  fieldsOfExpertise: ['cloud-devops' as const],
};

describe('reasonText', () => {
  const { reasons } = scoreMatch(project, person, { weights: DEFAULT_MATCH_WEIGHTS, now });

  it('words each reason in English as a person reads it', () => {
    const intl = intlFor('en');
    const words = reasons.map((reason) => reasonText(intl, (name, value) => listLabel(intl, name, value), reason));
    expect(words).toEqual(
      expect.arrayContaining([
        'German C1, required B2',
        'Rate 85 EUR per hour, project up to 80 EUR per hour',
        '1 of 2 required skills; missing: Kubernetes',
        'Available from 15 Jan 2027, 45 days after the project starts',
        'Workload 60%, project needs 100%',
        'Based in Czechia; project in Germany, 40% remote',
        'Availability last confirmed on 1 Sept 2026',
      ]),
    );
  });

  it('words every reason in every language without leaking ids or placeholders', () => {
    for (const locale of LOCALES) {
      const intl = intlFor(locale);
      for (const reason of reasons) {
        const text = reasonText(intl, (name, value) => listLabel(intl, name, value), reason);
        expect(text, `${locale} ${reason.messageId}`).not.toMatch(/matching\.|[{}]/);
        expect(text.length).toBeGreaterThan(5);
      }
    }
    expect(reasonText(intlFor('de'), (name, value) => listLabel(intlFor('de'), name, value), reasons.find((reason) => reason.part === 'languages')!)).toBe('Deutsch C1, gefordert B2');
  });

  it('names a customer’s request, not a project, where a reason names who asks', () => {
    const intl = intlFor('en');
    const words = reasons.map((reason) => reasonText(intl, (name, value) => listLabel(intl, name, value), reason, 'request'));
    expect(words).toEqual(expect.arrayContaining(['Rate 85 EUR per hour, request up to 80 EUR per hour', 'Available from 15 Jan 2027, 45 days after the requested start', 'German C1, required B2']));
    for (const locale of LOCALES) {
      const localIntl = intlFor(locale);
      for (const reason of reasons) {
        const text = reasonText(localIntl, (name, value) => listLabel(localIntl, name, value), reason, 'request');
        expect(text, `${locale} ${reason.messageId}`).not.toMatch(/matching\.|[{}]/);
      }
    }
  });
});
