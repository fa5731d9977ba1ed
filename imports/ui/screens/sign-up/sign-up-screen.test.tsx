import '../../testing/cleanup';
import '../../testing/mock-people';
import '../../testing/mock-own-user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAccount, signedIn } from '../../testing/fake-account';
import { ownUserData } from '../../testing/mock-own-user';
import { renderApp } from '../../testing/render-app';

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Jana's account and personal details, as an expert types them into step 1. */
function fillPersonalDetails() {
  fill(/First name/, 'Jana');
  fill(/Last name/, 'Novakova');
  fill(/E-mail/, 'jana@example.cz');
  fill(/Phone/, '+420 777 123 456');
  fireEvent.change(screen.getByLabelText(/Country/), { target: { value: 'CZ' } });
  fill(/City/, 'Brno');
  fill(/^Password( \*)?$/, 'long secret');
  fill(/Password again/, 'long secret');
}

describe('sign-up start', () => {
  it('sends experts to the first wizard step', async () => {
    const { router } = renderApp({ url: '/engine/registration' });
    // The first render loads the lazy screen cold; allow for a busy machine.
    fireEvent.click(await screen.findByRole('link', { name: 'Sign up as an expert' }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/sign-up/personal-details-1/'));
    expect(await screen.findByText('Step 1 of 5: Personal details')).toBeTruthy();
  });

  it('sends companies to the register-company dialog: their account with a password first', async () => {
    const account = fakeAccount();
    renderApp({ url: '/engine/sign-up/', account });
    fireEvent.click(await screen.findByRole('button', { name: 'Register your company' }, { timeout: 5_000 }));
    await screen.findByRole('dialog', { name: 'Register your company' }, { timeout: 5_000 });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/First name/)));
    fill(/First name/, 'Ivo');
    fill(/Last name/, 'Dvorak');
    fill(/E-mail/, 'ivo@firma.cz');
    fill(/^Password( \*)?$/, 'long secret');
    fill(/Password again/, 'long secrets');
    fireEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();
    fill(/Password again/, 'long secret');
    fireEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
    await waitFor(() =>
      expect(account.signUp).toHaveBeenCalledWith('customer', { name: { first: 'Ivo', last: 'Dvorak' }, email: 'ivo@firma.cz', password: 'long secret' }),
    );
  });

  it('tells a signed-in user who finished the wizard that they already have an account', async () => {
    ownUserData.reset();
    ownUserData.candidateData = { completedSteps: ['personal-details-1', 'personal-details-2', 'experience-1', 'experience-2', 'upload-cv'] };
    renderApp({ url: '/engine/sign-up', account: signedIn() });
    expect(await screen.findByText(/You already have an account/)).toBeTruthy();
  });

  it('takes a signed-in candidate who has not finished to the first unfinished step', async () => {
    ownUserData.reset();
    ownUserData.candidateData = { completedSteps: ['personal-details-1', 'personal-details-2'] };
    const { router } = renderApp({ url: '/engine/registration', account: signedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/sign-up/experience-1/'));
    expect(await screen.findByText('Step 3 of 5: Expertise and skills')).toBeTruthy();
  });
});

describe('sign-up wizard, step 1', () => {
  it('asks for the expert account with the personal details and says where the link went', async () => {
    const account = fakeAccount();
    const { router } = renderApp({ url: '/engine/sign-up/personal-details-1', account });
    await screen.findByRole('form', { name: 'Personal details' }, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
    expect(await screen.findByText('Phone is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    fillPersonalDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
    await waitFor(() =>
      expect(account.signUp).toHaveBeenCalledWith('candidate', {
        name: { first: 'Jana', last: 'Novakova' },
        email: 'jana@example.cz',
        phone: '+420 777 123 456',
        country: 'CZ',
        city: 'Brno',
        password: 'long secret',
      }),
    );
    // Nobody is signed in: the mailed link continues the wizard (verify-email screen).
    expect((await screen.findByRole('status')).textContent).toContain('We sent a link to jana@example.cz. Open it to confirm your address and continue.');
    expect(screen.queryByRole('form', { name: 'Personal details' })).toBeNull();
    expect(router.state.location.pathname).toBe('/engine/sign-up/personal-details-1');
  });

  it("shows the server's answer on its field", async () => {
    const details = JSON.stringify([{ name: 'email', type: 'notUnique', message: 'This e-mail is already registered' }]);
    const account = fakeAccount({ signUp: async () => Promise.reject(Object.assign(new Error('INVALID'), { error: 400, reason: 'INVALID', details })) });
    renderApp({ url: '/engine/sign-up/personal-details-1', account });
    await screen.findByRole('form', { name: 'Personal details' }, { timeout: 5_000 });
    fillPersonalDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
    expect(await screen.findByText('This e-mail is already registered')).toBeTruthy();
    expect(screen.getByLabelText(/E-mail/).getAttribute('aria-invalid')).toBe('true');
  });
});
