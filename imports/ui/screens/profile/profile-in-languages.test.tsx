import '../../testing/cleanup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/locale-context';
import { signedIn } from '../../testing/fake-account';
import { renderApp } from '../../testing/render-app';
import { LanguageSection } from './language-section';

const percent = (locale: string, share: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(share);

describe('My Profile in other languages', () => {
  it('speaks German: title, sections, completeness and the language setting', async () => {
    renderApp({ url: '/engine/profile/', account: signedIn(), locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Profil' }, { timeout: 15_000 })).toBeTruthy();
    // The fake user has a name only: 1 of 12 items.
    expect(screen.getByRole('heading', { name: `Ihr Profil ist zu ${percent('de', 1 / 12)} vollständig` })).toBeTruthy();
    expect(within(screen.getByTestId('missing-items')).getByRole('link', { name: 'Ihr Lebenslauf' }).getAttribute('href')).toBe('#cv');
    expect(screen.getByRole('heading', { name: 'Kontakt und Standort' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passwort ändern' })).toBeTruthy();
    expect(screen.getByLabelText(/^Vorname/)).toBeTruthy();
    // The password section and the e-mail section both ask for it.
    expect(screen.getAllByLabelText(/^Aktuelles Passwort/)).toHaveLength(2);
    const select = screen.getByLabelText('Ihre Sprache') as HTMLSelectElement;
    expect(select.value).toBe('de');
    expect([...select.options].map((option) => option.textContent)).toEqual(['English', 'Deutsch', 'Čeština', 'Polski', 'Slovenčina', 'Magyar']);
    expect(screen.queryByText('My Profile')).toBeNull();
  });

  it('speaks Polish, addressing the reader informally', async () => {
    renderApp({ url: '/engine/profile/', account: signedIn(), locale: 'pl' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mój profil' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Dbaj o aktualność swojego profilu: klienci i nasz zespół widzą go, gdy aplikujesz.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usuń moje konto' })).toBeTruthy();
    expect(screen.getByLabelText('Twój język')).toBeTruthy();
  });
});

describe('the language setting', () => {
  it('switches and saves the language with changeLocale', () => {
    const changeLocale = vi.fn(async () => undefined);
    render(
      <LocaleProvider choice={{ locale: 'de', changeLocale }}>
        <LanguageSection />
      </LocaleProvider>,
    );
    fireEvent.change(screen.getByLabelText('Ihre Sprache'), { target: { value: 'cs' } });
    expect(changeLocale).toHaveBeenCalledWith('cs');
  });
});
