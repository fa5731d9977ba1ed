// Components that show fixed lists speak the reader's language: skill badges, the language and
// level selects of the filters, in German and Czech; English stays as the lists write it.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageLevelSelect } from '../components/filters/language-level-select';
import { SkillBadges } from '../components/projects/skill-badges';
import { intlWrapper, IntlWrapper } from '../testing/intl-wrapper';

describe('list labels on screen', () => {
  it('shows descriptive skills in German and proper names as they are', () => {
    render(<SkillBadges skills={['machine-learning', 'kubernetes', 'plc-programming']} label="Skills" />, { wrapper: intlWrapper('de') });
    const badges = within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(badges).toEqual(['Maschinelles Lernen', 'Kubernetes', 'SPS-Programmierung']);
  });

  it('keeps the English labels', () => {
    render(<SkillBadges skills={['machine-learning', 'kubernetes']} label="Skills" />, { wrapper: IntlWrapper });
    expect(screen.getByText('Machine learning')).toBeTruthy();
  });

  it('names languages and levels in Czech in the filter selects', () => {
    render(<LanguageLevelSelect idPrefix="test" value={{ language: 'de' }} onChange={() => {}} />, { wrapper: intlWrapper('cs') });
    const languages = screen.getAllByRole('combobox')[0]!;
    const options = within(languages).getAllByRole('option').map((option) => option.textContent);
    expect(options).toContain('Němčina');
    expect(options).toContain('Angličtina');
    expect(options).not.toContain('German');
    expect(screen.getByRole('option', { name: 'Rodilý mluvčí' })).toBeTruthy();
  });
});
