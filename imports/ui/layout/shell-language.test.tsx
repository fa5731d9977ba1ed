import '../testing/cleanup';
import '../testing/mock-projects';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readPublicSettings } from '../lib/public-settings';
import { renderApp } from '../testing/render-app';

const settings = readPublicSettings({ productName: 'Talent Hub' });

describe('the shell in other languages', () => {
  it('German: header, footer, the language choice and the page title', async () => {
    renderApp({ url: '/engine/experts/', settings, locale: 'de' });
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Unsere Experten' }).getAttribute('href')).toBe('/engine/experts/');
    expect(within(nav).getByRole('link', { name: 'Offene Projekte' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Karriere' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Registrieren' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/engine/privacy-policy/');
    expect((within(footer).getByRole('combobox', { name: 'Sprache' }) as HTMLSelectElement).value).toBe('de');
    await waitFor(() => expect(document.title).toBe('Unsere Experten - Talent Hub'));
  });

  it('Czech: the privacy policy, its title and its contents', async () => {
    renderApp({ url: '/engine/privacy-policy/', settings, locale: 'cs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zásady ochrany osobních údajů' })).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Obsah' });
    expect(within(contents).getByRole('link', { name: 'Vaše práva' }).getAttribute('href')).toBe('#rights');
    expect(screen.getByText(/Při registraci:/).tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Zeptat se na své údaje' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Zásady ochrany osobních údajů - Talent Hub'));
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Zásady ochrany osobních údajů' })).toBeTruthy();
  });
});
