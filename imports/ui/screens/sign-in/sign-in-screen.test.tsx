import '../../testing/cleanup';
import '../../testing/mock-projects';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAccount } from '../../testing/fake-account';
import { renderApp } from '../../testing/render-app';

async function signIn() {
  fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'jana@example.cz' } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret' } });
  fireEvent.click(within(screen.getByRole('form', { name: 'Sign in' })).getByRole('button', { name: 'Sign in' }));
}

describe('sign-in screen', () => {
  it('signs in and goes back to the page the user came from', async () => {
    const account = fakeAccount();
    const { router } = renderApp({ url: '/engine/experts/', account });
    await act(() => router.navigate('/engine/sign-in/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    await signIn();
    await waitFor(() => expect(account.login).toHaveBeenCalledWith('jana@example.cz', 'secret'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/experts/'));
  });

  it('follows a next address of the app, and goes to the projects otherwise', async () => {
    const { router } = renderApp({ url: '/engine/sign-in/?next=/engine/my-applications/' });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/my-applications/'));
  });

  it('ignores a next address outside the app', async () => {
    const { router } = renderApp({ url: '/engine/sign-in/?next=https://evil.example/' });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/projects/'));
  });

  it('shows the reason of a refused login and opens the forgot-password dialog', async () => {
    const account = fakeAccount({ login: async () => Promise.reject(Object.assign(new Error('x'), { reason: 'Incorrect e-mail or password' })) });
    renderApp({ url: '/engine/sign-in', account });
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect e-mail or password');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot your password?' })).toBeTruthy();
  });
});
