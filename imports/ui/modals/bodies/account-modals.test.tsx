import '../../testing/cleanup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Meteor } from 'meteor/meteor';
import { fakeAccount, fakeUser } from '../../testing/fake-account';
import { renderModal } from '../../testing/render-modal';

const field = (name: RegExp) => screen.findByLabelText(name);

describe('login modal', () => {
  it('logs in through the account and welcomes the user', async () => {
    const account = fakeAccount();
    await renderModal('login', { email: 'jana@example.cz' }, { account });
    expect(((await field(/E-mail/)) as HTMLInputElement).value).toBe('jana@example.cz');
    fireEvent.change(await field(/Password/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(account.login).toHaveBeenCalledWith('jana@example.cz', 'secret'));
    expect(await screen.findByRole('dialog', { name: 'You are signed in' })).toBeTruthy();
  });

  it("shows the server's reason when the login is refused and stays open", async () => {
    const account = fakeAccount({ login: vi.fn(async () => Promise.reject(new Meteor.Error(403, 'Incorrect password'))) });
    await renderModal('login', {}, { account });
    fireEvent.change(await field(/E-mail/), { target: { value: 'jana@example.cz' } });
    fireEvent.change(await field(/Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect password');
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('hands the typed e-mail to the forgot-password dialog, which sends the link', async () => {
    const account = fakeAccount();
    await renderModal('login', {}, { account });
    fireEvent.change(await field(/E-mail/), { target: { value: 'jana@example.cz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot your password?' });
    expect(((await within(dialog).findByLabelText(/E-mail/)) as HTMLInputElement).value).toBe('jana@example.cz');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(account.forgotPassword).toHaveBeenCalledWith('jana@example.cz'));
    expect(await screen.findByText(/If an account exists for jana@example\.cz/)).toBeTruthy();
  });
});

describe('sign-up modal', () => {
  it('sends companies to the register-company dialog, which starts with their account', async () => {
    await renderModal('sign-up', {});
    fireEvent.click(await screen.findByRole('button', { name: 'Register your company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register your company' });
    expect(await within(dialog).findByRole('form', { name: 'Create your company account' })).toBeTruthy();
  });

  it('sends experts to the sign-up page and closes', async () => {
    const { router } = await renderModal('sign-up', {});
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up as an expert' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/sign-up/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('delete-account modal', () => {
  it('deletes only on confirmation and shows a failure', async () => {
    const onConfirm = vi.fn(async () => Promise.reject(new Meteor.Error(500, 'Try again later')));
    await renderModal('delete-account', { onConfirm });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Try again later');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('succesfuly-logged-in modal', () => {
  it('greets the user by display name', async () => {
    const user = fakeUser();
    await renderModal('succesfuly-logged-in', {}, { account: fakeAccount({ user, userId: user._id }) });
    expect(await screen.findByText(/Welcome back, Jana N\./)).toBeTruthy();
  });
});
