import '../../testing/cleanup';
import '../../testing/mock-projects';
import '../../testing/mock-own-user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, signedIn } from '../../testing/fake-account';
import { ownUserData } from '../../testing/mock-own-user';
import { renderApp } from '../../testing/render-app';

function typePasswords(first: string, second: string) {
  fireEvent.change(screen.getByLabelText(/^New password \*?$/), { target: { value: first } });
  fireEvent.change(screen.getByLabelText(/New password again/), { target: { value: second } });
}

describe('join', () => {
  it.each(['/engine/join/enroll1', '/engine/invitation/enroll1/'])('sets the password at %s and takes an invited expert into the wizard', async (url) => {
    ownUserData.reset();
    const account = signedIn();
    const { router } = renderApp({ url, account });
    await screen.findByRole('heading', { level: 1, name: 'Join' }, { timeout: 15_000 });
    typePasswords('short', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Set my password and continue' }));
    expect(await screen.findByText(/at least 8 characters/)).toBeTruthy();
    expect(account.resetPassword).not.toHaveBeenCalled();
    typePasswords('a much longer one', 'a much longer one');
    fireEvent.click(screen.getByRole('button', { name: 'Set my password and continue' }));
    await waitFor(() => expect(account.resetPassword).toHaveBeenCalledWith('enroll1', 'a much longer one'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/sign-up/personal-details-1/'));
    expect(await screen.findByRole('dialog', { name: 'Welcome aboard' })).toBeTruthy();
  });

  it('takes an invited customer to the app', async () => {
    ownUserData.reset();
    const { router } = renderApp({ url: '/engine/join/enroll2', account: signedIn(fakeUser({ roles: ['customer'] })) });
    await screen.findByRole('heading', { level: 1, name: 'Join' }, { timeout: 15_000 });
    typePasswords('a much longer one', 'a much longer one');
    fireEvent.click(screen.getByRole('button', { name: 'Set my password and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/projects/'));
  });

  it('says so when the link expired or was used, and offers a new invitation', async () => {
    const resetPassword = vi.fn(async () => Promise.reject(Object.assign(new Error('Token expired'), { error: 403, reason: 'Token expired' })));
    const callMethod = vi.fn(async () => undefined);
    renderApp({ url: '/engine/join/old', account: signedIn(undefined, { resetPassword, callMethod: callMethod as never }) });
    await screen.findByRole('heading', { level: 1, name: 'Join' }, { timeout: 15_000 });
    typePasswords('a much longer one', 'a much longer one');
    fireEvent.click(screen.getByRole('button', { name: 'Set my password and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation link no longer works' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Eva' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Horakova' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'eva@example.com' } });
    fireEvent.click(screen.getByLabelText(/I agree/));
    fireEvent.click(screen.getByRole('button', { name: 'Request an invitation' }));
    await waitFor(() =>
      expect(callMethod).toHaveBeenCalledWith('invitationRequests.create', expect.objectContaining({ email: 'eva@example.com', kind: 'candidate', consent: true })),
    );
    expect(await screen.findByText(/We have your request for an invitation/)).toBeTruthy();
  });
});
