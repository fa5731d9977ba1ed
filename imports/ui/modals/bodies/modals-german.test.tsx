import '../../testing/cleanup';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAccount } from '../../testing/fake-account';
import { renderModal } from '../../testing/render-modal';

describe('dialogs in German', () => {
  it('titles the contact dialog, labels its fields and words its validation in German', async () => {
    const { dialog } = await renderModal('contact-us', {}, { locale: 'de', account: fakeAccount() });
    expect(screen.getByRole('dialog', { name: 'Kontakt' })).toBe(dialog);
    fireEvent.change(await within(dialog).findByLabelText(/^E-Mail/), { target: { value: 'petr@firma' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nachricht senden' }));
    expect(await within(dialog).findByText('„Ihr Name“ ist ein Pflichtfeld')).toBeTruthy();
    expect(within(dialog).getByText('„E-Mail“ muss eine gültige E-Mail-Adresse sein')).toBeTruthy();
    expect(within(dialog).getByText('„Nachricht“ ist ein Pflichtfeld')).toBeTruthy();
    // An unticked consent box that must be ticked is a missing answer.
    expect(within(dialog).getByText(/„Ich bin einverstanden, dass meine Angaben zur Beantwortung dieser Nachricht verwendet werden“ ist ein Pflichtfeld/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('asks the sign-up choice in German', async () => {
    const { dialog } = await renderModal('sign-up', {}, { locale: 'de' });
    expect(screen.getByRole('dialog', { name: 'Registrieren' })).toBe(dialog);
    expect(await within(dialog).findByRole('button', { name: 'Als Experte registrieren' })).toBeTruthy();
    expect(within(dialog).getByText('Sie haben bereits ein Konto?')).toBeTruthy();
  });
});
