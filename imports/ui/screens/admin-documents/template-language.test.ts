import { describe, expect, it } from 'vitest';
import { templateForPerson } from './template-language';

const templates = [
  { _id: 'nda-de', type: 'nda', language: 'de' },
  { _id: 'nda-en', type: 'nda', language: 'en' },
  { _id: 'dpa-de', type: 'data-processing', language: 'de' },
] as const;

const chosen = (type: string, spoken: { language: string; level: string }[]) => templateForPerson(templates, type, spoken as never)?.template._id;

describe('templateForPerson', () => {
  it('takes a template in a language the person speaks: English for someone who speaks only English', () => {
    expect(chosen('nda', [{ language: 'en', level: 'B2' }])).toBe('nda-en');
    expect(templateForPerson(templates, 'nda', [{ language: 'de', level: 'C1' }])).toEqual({ template: templates[0], spoken: { language: 'de', level: 'C1' } });
  });

  it('prefers the language spoken best, then the one listed first', () => {
    expect(chosen('nda', [{ language: 'en', level: 'C1' }, { language: 'de', level: 'native' }])).toBe('nda-de');
    expect(chosen('nda', [{ language: 'de', level: 'B2' }, { language: 'en', level: 'B2' }])).toBe('nda-de');
    expect(chosen('nda', [{ language: 'en', level: 'B2' }, { language: 'de', level: 'B2' }])).toBe('nda-en');
  });

  it('falls back to English when the person speaks none of the languages or is unknown, else to the first of the type', () => {
    expect(templateForPerson(templates, 'nda', [{ language: 'cs', level: 'native' }])).toEqual({ template: templates[1] });
    expect(chosen('nda', [])).toBe('nda-en');
    expect(chosen('data-processing', [{ language: 'en', level: 'native' }])).toBe('dpa-de');
    expect(chosen('contract', [])).toBeUndefined();
  });
});
