import '../../testing/cleanup';
import '../../testing/mock-projects';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAccount } from '../../testing/fake-account';
import { renderApp } from '../../testing/render-app';

function typePasswords(first: string, second: string) {
  fireEvent.change(screen.getByLabelText(/^New password \*?$/), { target: { value: first } });
  fireEvent.change(screen.getByLabelText(/New password again/), { target: { value: second } });
}

describe('reset password', () => {
  it('sets the new password with the token, signs in and lands on the projects', async () => {
    const account = fakeAccount();
    const { router } = renderApp({ url: '/engine/reset-password/tok123/', account });
    await screen.findByRole('heading', { level: 1, name: 'Reset password' });
    typePasswords('short', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/at least 8 characters/)).toBeTruthy();
    typePasswords('a much longer one', 'a much longer one');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(account.resetPassword).toHaveBeenCalledWith('tok123', 'a much longer one'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/projects/'));
    expect(await screen.findByRole('dialog', { name: 'Password changed' })).toBeTruthy();
  });

  it('explains an expired link and offers a new one', async () => {
    const account = fakeAccount({ resetPassword: async () => Promise.reject(Object.assign(new Error('x'), { error: 403, reason: 'Token expired' })) });
    renderApp({ url: '/engine/reset-password/old/', account });
    await screen.findByRole('heading', { level: 1, name: 'Reset password' });
    typePasswords('a much longer one', 'a much longer one');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Token expired');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot your password?' })).toBeTruthy();
  });
});

// The join screen (/engine/join/…) has its own tests in imports/ui/screens/join/.
