import '../../testing/cleanup';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readPublicSettings } from '../../lib/public-settings';
import { renderApp } from '../../testing/render-app';

describe('privacy policy', () => {
  it('covers sign-up data, CVs, agreements, retention, rights and contact, with a table of contents', async () => {
    renderApp({ url: '/engine/privacy-policy', settings: readPublicSettings({ contactEmail: 'privacy@example.eu' }) });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const title of ['What we collect and why', 'Agreements you accept', 'How long we keep it', 'Your rights', 'Contact']) {
      expect(within(contents).getByRole('link', { name: title }).getAttribute('href')).toMatch(/^#/);
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByText(/the CV\s+you upload/)).toBeTruthy();
    expect(screen.getByText(/as legal evidence/)).toBeTruthy();
    expect(screen.getByText(/machine-readable file \(export\)/)).toBeTruthy();
    expect(screen.getByText(/delete your account and your data/)).toBeTruthy();
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'privacy@example.eu' }).getAttribute('href')).toBe('mailto:privacy@example.eu');
    fireEvent.click(screen.getByRole('button', { name: 'Ask about your data' }));
    expect(await screen.findByRole('dialog', { name: 'Contact us' })).toBeTruthy();
  });
});
