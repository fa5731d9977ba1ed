import '../../testing/cleanup';
import '../../testing/mock-projects';
import '../../testing/mock-own-user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeAccount, fakeUser, signedIn } from '../../testing/fake-account';
import { ownUserData } from '../../testing/mock-own-user';
import { renderApp } from '../../testing/render-app';

const expired = () => Object.assign(new Error('Verify email link expired'), { error: 403, reason: 'Verify email link expired' });

describe('the verification link (/engine/verify-email/{token})', () => {
  it("confirms the address once and continues a candidate's wizard at the first unfinished step", async () => {
    ownUserData.reset();
    ownUserData.candidateData = { completedSteps: ['personal-details-1'] } as never;
    const account = signedIn(fakeUser({ roles: ['candidate'] }));
    const { router } = renderApp({ url: '/engine/verify-email/tok1', account });
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/sign-up/personal-details-2/'), { timeout: 15_000 });
    expect(account.verifyEmail).toHaveBeenCalledTimes(1);
    expect(account.verifyEmail).toHaveBeenCalledWith('tok1');
  });

  it('says a used link no longer works and offers sign-in, which continues the journey', async () => {
    ownUserData.reset();
    const login = vi.fn(async () => {});
    const account = fakeAccount({ verifyEmail: vi.fn(async () => Promise.reject(expired())), login });
    renderApp({ url: '/engine/verify-email/old', account });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/Verify email link expired/).textContent).toContain('we send you a new link');
    const form = within(screen.getByRole('form', { name: 'Sign in' }));
    fireEvent.change(form.getByLabelText(/E-mail/), { target: { value: 'jana@example.com' } });
    fireEvent.change(form.getByLabelText(/Password/), { target: { value: 'a long password' } });
    fireEvent.click(form.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith('jana@example.com', 'a long password'));
    expect(await screen.findByText('Signing you in…')).toBeTruthy();
  });
});
