import '../../testing/cleanup';
import '../../testing/mock-projects';
import '../../testing/mock-own-user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answeringMethod, fakeUser, signedIn } from '../../testing/fake-account';
import { ownUserData } from '../../testing/mock-own-user';
import { renderApp } from '../../testing/render-app';

function typePasswords(first: string, second: string) {
  fireEvent.change(screen.getByLabelText(/^New password \*?$/), { target: { value: first } });
  fireEvent.change(screen.getByLabelText(/New password again/), { target: { value: second } });
}

const EXPERT_INVITATION = { email: 'eva@example.com', asksName: false, name: { first: 'Eva', last: 'Horakova' } };
const CUSTOMER_INVITATION = { email: 'colin@firma.cz', asksName: true, name: { first: '', last: '' } };

const refused = () => Object.assign(new Error('This invitation link has expired or has already been used'), { error: 403 });

describe('join', () => {
  it.each(['/engine/join/enroll1', '/engine/join/enroll1/'])('sets the password at %s and takes an invited expert into the wizard', async (url) => {
    ownUserData.reset();
    const account = signedIn(undefined, { callMethod: answeringMethod('users.invitation', EXPERT_INVITATION) });
    const { router } = renderApp({ url, account });
    await screen.findByRole('heading', { level: 1, name: 'Join' }, { timeout: 15_000 });
    await screen.findByRole('form', { name: 'Choose your password' });
    expect(account.callMethod).toHaveBeenCalledWith('users.invitation', 'enroll1');
    // Experts give their name in the wizard.
    expect(screen.queryByLabelText(/First name/)).toBeNull();
    typePasswords('short', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Set my password and continue' }));
    expect(await screen.findByText(/at least 8 characters/)).toBeTruthy();
    expect(account.acceptInvitation).not.toHaveBeenCalled();
    typePasswords('a much longer one', 'a much longer one');
    fireEvent.click(screen.getByRole('button', { name: 'Set my password and continue' }));
    await waitFor(() => expect(account.acceptInvitation).toHaveBeenCalledWith('enroll1', 'a much longer one', undefined));
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/sign-up/personal-details-1/'));
    expect(await screen.findByRole('dialog', { name: 'Welcome aboard' })).toBeTruthy();
  });

  it("asks an invited customer's name with the password and takes them to My Company", async () => {
    ownUserData.reset();
    const account = signedIn(fakeUser({ roles: ['customer'] }), { callMethod: answeringMethod('users.invitation', CUSTOMER_INVITATION) });
    const { router } = renderApp({ url: '/engine/join/enroll2', account });
    expect(await screen.findByText(/Tell us your name and choose a password/, undefined, { timeout: 15_000 })).toBeTruthy();
    typePasswords('a much longer one', 'a much longer one');
    fireEvent.click(screen.getByRole('button', { name: 'Set my password and continue' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(account.acceptInvitation).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Colin' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Colleague' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set my password and continue' }));
    await waitFor(() => expect(account.acceptInvitation).toHaveBeenCalledWith('enroll2', 'a much longer one', { first: 'Colin', last: 'Colleague' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/company/'));
  });

  it('prefills a known name', async () => {
    renderApp({ url: '/engine/join/enroll3', account: signedIn(undefined, { callMethod: answeringMethod('users.invitation', { ...CUSTOMER_INVITATION, name: { first: 'Ida', last: 'Invited' } }) }) });
    expect(((await screen.findByLabelText(/First name/, undefined, { timeout: 15_000 })) as HTMLInputElement).value).toBe('Ida');
    expect((screen.getByLabelText(/Last name/) as HTMLInputElement).value).toBe('Invited');
  });

  it('says so at once when the link expired or was used, and offers a new invitation', async () => {
    const callMethod = vi.fn(async (name: string) => {
      if (name === 'users.invitation') throw refused();
      return undefined;
    });
    renderApp({ url: '/engine/join/old', account: signedIn(undefined, { callMethod: callMethod as never }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation link no longer works' }, { timeout: 15_000 })).toBeTruthy();
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

  it('says so when the link is used up in the meantime', async () => {
    const acceptInvitation = vi.fn(async () => Promise.reject(refused()));
    renderApp({ url: '/engine/join/raced', account: signedIn(undefined, { acceptInvitation, callMethod: answeringMethod('users.invitation', EXPERT_INVITATION) }) });
    await screen.findByRole('form', { name: 'Choose your password' }, { timeout: 15_000 });
    typePasswords('a much longer one', 'a much longer one');
    fireEvent.click(screen.getByRole('button', { name: 'Set my password and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation link no longer works' })).toBeTruthy();
  });
});
