import '../testing/cleanup';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { ModalOutlet } from '../modals/modal-outlet';
import { fakeAccount } from '../testing/fake-account';
import { AccountsLinks } from './account-links';

// The accounts client is replaced: each test decides what handling a link answers.
vi.mock('meteor/accounts-password', () => ({ handleAccountsLinks: vi.fn() }));

function renderLinks(handle: Parameters<typeof AccountsLinks>[0]['handle'], hash: string) {
  const navigate = vi.fn();
  render(
    <AppProviders account={fakeAccount()}>
      <AccountsLinks navigate={navigate} handle={handle} location={{ hash, pathname: '/engine/projects/' }} />
      <ModalOutlet />
    </AppProviders>,
  );
  return navigate;
}

describe('links from accounts e-mails', () => {
  it('hands the address to the accounts client once, with the navigation', async () => {
    const handle = vi.fn(async (_location: { hash: string }, navigate: (path: string) => void) => {
      navigate('/engine/reset-password/tok');
      return { type: 'reset-password' as const, token: 'tok' };
    });
    const navigate = renderLinks(handle, '#/reset-password/tok');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/engine/reset-password/tok'));
    expect(handle).toHaveBeenCalledTimes(1);
    expect(handle.mock.calls[0]?.[0]).toEqual({ hash: '#/reset-password/tok', pathname: '/engine/projects/' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the result of an e-mail verification', async () => {
    const handle = vi.fn(async () => ({ type: 'verify-email' as const, ok: true, message: 'Your e-mail address has been verified.' }));
    renderLinks(handle, '#/verify-email/tok');
    expect(await screen.findByRole('dialog', { name: 'E-mail verified' })).toBeTruthy();
    expect(await screen.findByText('Your e-mail address has been verified.')).toBeTruthy();
  });

  it('says when the verification failed', async () => {
    const handle = vi.fn(async () => ({ type: 'verify-email' as const, ok: false, message: 'Verify email link expired.' }));
    renderLinks(handle, '#/verify-email/old');
    expect(await screen.findByRole('dialog', { name: 'E-mail not verified' })).toBeTruthy();
    expect(await screen.findByText(/Verify email link expired\. Please ask for a new link/)).toBeTruthy();
  });

  it('leaves a page opened without a mail link alone (the password client is not even loaded)', () => {
    const handle = vi.fn(async () => null);
    const navigate = renderLinks(handle, '#section');
    expect(handle).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
