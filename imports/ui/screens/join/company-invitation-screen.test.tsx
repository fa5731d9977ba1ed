import '../../testing/cleanup';
import '../../testing/mock-projects';
import '../../testing/mock-own-user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringMethod, fakeAccount, fakeUser, signedIn } from '../../testing/fake-account';
import { renderApp } from '../../testing/render-app';

const INVITATION = {
  invitationId: 'inv1',
  companyName: 'Berger Werkzeug',
  inviterName: 'Olga Berger',
  role: 'member',
  address: 'nina@firma.at',
  hasAccount: false,
};

const URL = '/engine/invitation/tok1/';
const lead = () => screen.findByText('Olga Berger invites you to join Berger Werkzeug as a member.', undefined, { timeout: 15_000 });

describe('a company invitation from its link', () => {
  it('lets an unknown address sign up there and lands on My Company', async () => {
    const account = fakeAccount({ callMethod: answeringMethod('companyInvitations.byLink', INVITATION) });
    const { router } = renderApp({ url: URL, account });
    await lead();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Nina' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Neu' } });
    fireEvent.change(screen.getByLabelText(/^New password \*?$/), { target: { value: 'a much longer one' } });
    fireEvent.change(screen.getByLabelText(/New password again/), { target: { value: 'a much longer one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept and create my account' }));
    await waitFor(() => expect(account.signUpFromInvitation).toHaveBeenCalledWith('tok1', 'a much longer one', { first: 'Nina', last: 'Neu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/company/'));
  });

  it('asks an existing account to sign in with the invited address', async () => {
    renderApp({ url: URL, account: fakeAccount({ callMethod: answeringMethod('companyInvitations.byLink', { ...INVITATION, hasAccount: true }) }) });
    await lead();
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect((form.querySelector('input[type="email"]') as HTMLInputElement).value).toBe('nina@firma.at');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('offers Accept and Decline when signed in with the address; declining says nothing changed', async () => {
    const callMethod = answeringMethod('companyInvitations.byLink', { ...INVITATION, hasAccount: true });
    const account = signedIn(fakeUser({ emails: [{ address: 'Nina@firma.at', verified: false }], roles: ['customer'] }), { callMethod });
    renderApp({ url: URL, account });
    await lead();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/You declined the invitation to Berger Werkzeug\. Nothing changed on your account\./)).toBeTruthy();
    expect(callMethod).toHaveBeenCalledWith('companyInvitations.decline', 'inv1');
  });

  it('asks someone signed in with another address to sign out first', async () => {
    renderApp({ url: URL, account: signedIn(fakeUser(), { callMethod: answeringMethod('companyInvitations.byLink', { ...INVITATION, hasAccount: true }) }) });
    await lead();
    expect(screen.getByText(/This invitation is for nina@firma\.at, and you are signed in with jana\.novakova@example\.com/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('says so when the link expired, was withdrawn or used', async () => {
    const refused = Object.assign(new Error('This invitation has expired, was withdrawn or has already been answered'), { error: 403 });
    renderApp({ url: URL, account: fakeAccount({ callMethod: answeringMethod('companyInvitations.byLink', refused) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation no longer works' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('words a link that cannot be opened in the reader’s language', async () => {
    const missing = Object.assign(new Error('404'), { error: 404, reason: 'Company not found', details: { messageId: 'errors.notFound.company' } });
    renderApp({ url: URL, account: fakeAccount({ callMethod: answeringMethod('companyInvitations.byLink', missing) }), locale: 'cs' });
    expect(await screen.findByText('Firma nenalezena', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Vaši pozvánku se nepodařilo otevřít.')).toBeTruthy();
  });
});
