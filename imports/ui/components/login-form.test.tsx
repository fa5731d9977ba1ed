// The login dialog's second step for an account with two-factor sign-in: the server's
// no-2fa-code brings up the code field (focused), a wrong code is said on that field, and the
// right one signs in with the code beside the password.
import '../testing/cleanup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Meteor } from 'meteor/meteor';
import { fakeAccount } from '../testing/fake-account';
import { renderModal } from '../testing/render-modal';

describe('login dialog with two-factor sign-in', () => {
  it('asks for the code after no-2fa-code, says when it is wrong, and signs in with the right one', async () => {
    const login = vi.fn(async (_email: string, _password: string, code?: string) => {
      if (code === undefined) throw new Meteor.Error('no-2fa-code', '2FA code must be informed');
      if (code !== '123456') throw new Meteor.Error('invalid-2fa-code', 'Invalid 2FA code');
    });
    await renderModal('login', { email: 'tessa@example.cz' }, { account: fakeAccount({ login }) });
    fireEvent.change(await screen.findByLabelText(/Password/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText(/Code from your authenticator app/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.getByText(/Two-factor sign-in is on for this account/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6 digits your authenticator app shows')).toBeTruthy();
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/This code is not right or was used already/)).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'You are signed in' })).toBeTruthy();
    expect(login).toHaveBeenLastCalledWith('tessa@example.cz', 'secret', '123456');
  });
});

describe('login dialog refusing an unconfirmed address', () => {
  it("words the server's refusal in the reader's language (German), with the wait in minutes", async () => {
    // As api/users/unverified-login.ts sends it: the English reason, the message and its values.
    const refusal = Object.assign(new Meteor.Error(403, 'Please confirm your e-mail address first: …'), {
      details: { unverified: true, messageId: 'errors.account.confirmFirstWait', values: { address: 'tessa@example.cz', minutes: 25 } },
    });
    const login = vi.fn(async () => Promise.reject(refusal));
    await renderModal('login', { email: 'tessa@example.cz' }, { account: fakeAccount({ login }), locale: 'de' });
    fireEvent.change(await screen.findByLabelText(/Passwort/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Wir haben vor Kurzem einen Link an tessa@example.cz gesendet; öffnen Sie ihn, um sich anzumelden. Ein neuer Link kann in 25 Minuten gesendet werden.',
    );
  });
});
