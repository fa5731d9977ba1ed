import '../testing/cleanup';
import '../testing/mock-projects';
import '../testing/mock-people';
import '../testing/mock-own-user';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPublicSettings } from '../lib/public-settings';
import { fakeAccount, fakeUser, signedIn } from '../testing/fake-account';
import { renderApp } from '../testing/render-app';
import { isRoutedAddress } from './routed-address';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

afterEach(() => vi.restoreAllMocks());

const SHOWN: [string, string][] = [
  ['/engine/projects', 'Open projects'],
  ['/engine/projects/', 'Open projects'],
  ['/engine/p/abc/senior-developer', 'Project'],
  ['/engine/projects/abc', 'Project'],
  ['/engine/experts', 'Our Experts'],
  ['/engine/e/x1', 'Expert'],
  ['/engine/experts/x1/jana-n', 'Expert'],
  ['/engine/privacy-policy', 'Privacy Policy'],
  ['/engine/reset-password/tok', 'Reset password'],
  ['/engine/join/tok', 'Join'],
  ['/engine/invitation/tok', 'Join'],
  ['/engine/registration', 'Sign up'],
  ['/engine/sign-up/', 'Sign up'],
  ['/engine/sign-up/experience-2', 'Sign up'],
  ['/engine/sign-in', 'Sign in'],
];

// The invitation screens ask the server what their link is for before they show their form.
const LINK_ANSWERS: Record<string, unknown> = {
  'users.invitation': { email: 'nina@firma.at', asksName: true, name: { first: 'Nina', last: '' } },
  'companyInvitations.byLink': { invitationId: 'inv1', companyName: 'Berger Werkzeug', inviterName: 'Olga Berger', role: 'member', address: 'nina@firma.at', hasAccount: false },
};
const answeringLinks = () => fakeAccount({ callMethod: vi.fn(async (name: string) => LINK_ANSWERS[name]) as never });

// Addresses the router only redirects; the server answers them with the same redirect.
const UNKNOWN = ['/engine/nowhere', '/engine/projects/a/b/c', '/engine/sign-up/step-9', '/', '/engine'];

describe('routes', () => {
  it.each(SHOWN)('%s shows %s', async (url, title) => {
    renderApp({ url, account: answeringLinks() });
    expect(await heading(title)).toBeTruthy();
  });

  it.each(UNKNOWN)('redirects %s to /engine/projects/', async (url) => {
    const { router } = renderApp({ url });
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/projects/'));
    expect(await heading('Open projects')).toBeTruthy();
  });

  it('tells the server the same: a routed address is a page, any other is not', () => {
    for (const [url] of SHOWN) expect(isRoutedAddress(url), url).toBe(true);
    for (const url of UNKNOWN) expect(isRoutedAddress(url), url).toBe(false);
  });

  it("titles the page '{title} - {product name}' from settings, with a default name", async () => {
    const { router } = renderApp({ url: '/engine/experts/', settings: readPublicSettings({ productName: 'Talent Hub' }) });
    await waitFor(() => expect(document.title).toBe('Our Experts - Talent Hub'));
    await act(() => router.navigate('/engine/projects/'));
    await waitFor(() => expect(document.title).toBe('Open projects - Talent Hub'));
  });

  it('uses Expert Marketplace when no product name is configured', async () => {
    renderApp({ url: '/engine/privacy-policy' });
    await waitFor(() => expect(document.title).toBe('Privacy Policy - Expert Marketplace'));
  });

  it('scrolls to the top when the path changes, not when only the query does', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderApp({ url: '/engine/projects/' });
    await heading('Open projects');
    scrollTo.mockClear();
    await act(() => router.navigate('/engine/projects/?skills=java'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/engine/experts/'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('auth-required routes', () => {
  const guarded = [
    ['/engine/profile', 'My Profile'],
    ['/engine/my-applications', 'My Applications'],
    ['/engine/my-documents', 'My Documents'],
    ['/engine/documents/', 'My Documents'],
    ['/engine/my-documents/d1', 'Document'],
    ['/engine/documents/d1', 'Document'],
  ] as const;

  it.each(guarded)('%s shows the sign-in screen to a visitor', async (url, title) => {
    renderApp({ url });
    expect(await heading('Sign in')).toBeTruthy();
    expect(screen.getByText('Please sign in to see this page.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: title })).toBeNull();
  });

  it.each(guarded)('%s shows %s to a signed-in user', async (url, title) => {
    renderApp({ url, account: signedIn() });
    expect(await heading(title)).toBeTruthy();
  });

  it('renders nothing while a login is in progress, then the screen', async () => {
    const { rerenderWith } = renderApp({ url: '/engine/profile', account: fakeAccount({ loggingIn: true }) });
    await waitFor(() => expect(document.title).toBe('My Profile - Expert Marketplace'));
    expect(screen.getByRole('main').textContent).toBe('');
    rerenderWith(signedIn());
    expect(await heading('My Profile')).toBeTruthy();
  });
});

describe('guarded routes', () => {
  it('shows the sign-in screen to a visitor on a signed-in page or the back office', async () => {
    renderApp({ url: '/engine/admin/projects' });
    expect(await heading('Sign in')).toBeTruthy();
  });

  it('tells a candidate or customer that the back office is not for them, without its data', async () => {
    for (const roles of [['candidate'], ['customer']]) {
      const { unmount } = renderApp({ url: '/engine/admin/users', account: signedIn(fakeUser({ roles })) });
      expect(await heading('Not allowed')).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
      unmount();
    }
  });

  it('opens the back office for an admin, /engine/admin landing on the projects', async () => {
    renderApp({ url: '/engine/admin', account: signedIn(fakeUser({ roles: ['admin'] })) });
    expect(await heading('Projects')).toBeTruthy();
  });
});
