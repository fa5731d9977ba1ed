import '../testing/cleanup';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { LanguageSwitcher } from './language-switcher';
import { LocaleProvider } from './locale-context';

function renderSwitcher(locale: Locale, changeLocale = vi.fn(() => Promise.resolve())) {
  const wrapper = ({ children }: { children: ReactNode }) => <LocaleProvider choice={{ locale, changeLocale }}>{children}</LocaleProvider>;
  render(<LanguageSwitcher />, { wrapper });
  return changeLocale;
}

describe('LanguageSwitcher', () => {
  it('lists the six languages in their own names, the current one chosen', () => {
    renderSwitcher('de');
    const select = screen.getByRole('combobox', { name: 'Sprache' }) as HTMLSelectElement;
    expect(select.value).toBe('de');
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toEqual(['en', 'de', 'cs', 'pl', 'sk', 'hu']);
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Deutsch', 'Čeština', 'Polski', 'Slovenčina', 'Magyar']);
    expect(options.map((option) => option.lang)).toEqual(['en', 'de', 'cs', 'pl', 'sk', 'hu']);
  });

  it('switches the app to the chosen language', () => {
    const changeLocale = renderSwitcher('en');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'cs' } });
    expect(changeLocale).toHaveBeenCalledWith('cs');
  });
});
