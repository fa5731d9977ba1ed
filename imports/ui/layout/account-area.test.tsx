import '../testing/cleanup';
import '../testing/mock-projects';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeAccount, fakeUser, signedIn } from '../testing/fake-account';
import { renderApp } from '../testing/render-app';

async function openMenu(name: RegExp | string) {
  fireEvent.click(await screen.findByRole('button', { name }));
}

describe('account area, logged out', () => {
  it('offers Sign up and Sign in; Sign in opens the login dialog', async () => {
    renderApp();
    expect(screen.queryByRole('button', { name: /Jana/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(await within(dialog).findByLabelText(/Password/)).toBeTruthy();
  });

  it('Sign up opens the sign-up dialog, except on a project page where it goes to the sign-up page', async () => {
    const { router, unmount } = renderApp({ url: '/engine/experts/' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Join us' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/engine/experts/');
    unmount();

    const onProject = renderApp({ url: '/engine/p/p1/senior-java-developer' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(onProject.router.state.location.pathname).toBe('/engine/sign-up/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows neither buttons nor menu nor bell while a login is in progress', () => {
    renderApp({ account: fakeAccount({ loggingIn: true }) });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });
});

describe('account area, logged in', () => {
  it('shows the first name and last initial with initials as avatar', async () => {
    renderApp({ account: signedIn() });
    const toggle = await screen.findByRole('button', { name: /Jana N\./ });
    expect(within(toggle).getByTestId('avatar-initials').textContent).toBe('JN');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it("falls back to the e-mail's local part and shows the photo when there is one", async () => {
    renderApp({ account: signedIn(fakeUser({ profile: {}, candidateData: { photo: 'p-7.jpg' } })) });
    const toggle = await screen.findByRole('button', { name: /jana\.novakova/ });
    expect(toggle.querySelector('img')?.getAttribute('src')).toBe('/photo/p-7.jpg');
  });

  it('shows the bell with the count of unread notifications, its dropdown leading to the notifications page', async () => {
    const { unmount } = renderApp({ account: signedIn(fakeUser()) });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    unmount();
    renderApp({ account: signedIn(fakeUser(), { unreadNotifications: 4 }) });
    const bell = await screen.findByRole('button', { name: 'Notifications 4 unread' });
    expect(bell.querySelector('.badge.bg-danger')?.textContent).toContain('4');
    fireEvent.click(bell);
    expect((await screen.findByRole('link', { name: 'See all notifications' })).getAttribute('href')).toBe('/engine/notifications/');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
  });

  it('shows the count of unagreed documents on the toggle and on My Documents', async () => {
    renderApp({ account: signedIn(fakeUser(), { unagreedCount: 3 }) });
    const toggle = await screen.findByRole('button', { name: 'Jana N. 3 documents to agree to' });
    expect(toggle.querySelector('.badge.bg-danger')?.textContent).toContain('3');
    await openMenu(/Jana N\./);
    expect(screen.getByRole('link', { name: 'My Documents 3 documents to agree to' }).getAttribute('href')).toBe('/engine/my-documents/');
  });

  it('lists My Applications, My Profile, My Documents and Log out, without Hide Prices for one role', async () => {
    renderApp({ account: signedIn(fakeUser({ roles: ['customer'] })) });
    await openMenu(/Jana N\./);
    expect(screen.getByRole('link', { name: 'My Applications' }).getAttribute('href')).toBe('/engine/my-applications/');
    expect(screen.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/engine/profile/');
    expect(screen.getByRole('link', { name: 'My Documents' }).getAttribute('href')).toBe('/engine/my-documents/');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByLabelText('Hide Prices')).toBeNull();
  });

  it('offers Hide Prices to a candidate who is also a customer and sends the choice', async () => {
    const account = signedIn(fakeUser({ roles: ['candidate', 'customer'] }));
    renderApp({ account });
    await openMenu(/Jana N\./);
    const toggle = screen.getByLabelText('Hide Prices') as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(account.callMethod).toHaveBeenCalledWith('users.hidePrices', true));
  });

  it('only logs a failed Hide Prices call', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const account = signedIn(fakeUser({ roles: ['candidate', 'customer'] }), {
      hidePrices: true,
      callMethod: vi.fn(async () => Promise.reject(new Error('offline'))) as never,
    });
    renderApp({ account });
    await openMenu(/Jana N\./);
    const toggle = screen.getByLabelText('Hide Prices') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Hide Prices could not be changed', expect.any(Error)));
    expect((screen.getByLabelText('Hide Prices') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    log.mockRestore();
  });

  it('logs out to /engine/projects/', async () => {
    const account = signedIn();
    const { router } = renderApp({ url: '/engine/profile/', account });
    await openMenu(/Jana N\./);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/projects/'));
    expect(account.logout).toHaveBeenCalledTimes(1);
  });
});
