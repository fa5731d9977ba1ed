import '../../testing/cleanup';
import '../../testing/mock-people';
import '../../testing/mock-own-user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, signedIn } from '../../testing/fake-account';
import { ownUserData } from '../../testing/mock-own-user';
import { renderApp } from '../../testing/render-app';

function savedCandidate() {
  ownUserData.reset();
  ownUserData.profile = { name: { first: 'Jana', last: 'Novakova' } };
  ownUserData.candidateData = { phone: '+420 602 123 456', country: 'CZ', city: 'Brno', completedSteps: ['personal-details-1'], stepRevisions: { 'personal-details-1': 2 } };
}

const rejection = (error: number, reason: string, details: unknown) => Object.assign(new Error(reason), { error, reason, details: JSON.stringify(details) });
/** The server's stale-step refusal (api/users/sign-up-steps.ts): English reason, message id and facts in its details. */
const staleRefusal = () =>
  Object.assign(new Error('stale'), {
    error: 409,
    reason: 'This step was saved in another window or tab after you opened it. Load the newer values, then make your changes again.',
    details: { stale: true, revision: 3, messageId: 'errors.signUp.stepSavedElsewhere' },
  });

describe('sign-up wizard step', () => {
  it('starts from the saved values and sends the step with the revision it was loaded with', async () => {
    savedCandidate();
    const callMethod = vi.fn(async () => ['personal-details-1']);
    const { router } = renderApp({ url: '/engine/sign-up/personal-details-1', account: signedIn(undefined, { callMethod: callMethod as never }) });
    const city = (await screen.findByLabelText(/City/, {}, { timeout: 15_000 })) as HTMLInputElement;
    expect(city.value).toBe('Brno');
    expect(screen.getByText('Step 1 of 5: Personal details')).toBeTruthy();
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('Personal details');
    fireEvent.change(city, { target: { value: 'Ostrava' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(callMethod).toHaveBeenCalledWith(
        'users.saveSignUpStep',
        'personal-details-1',
        { name: { first: 'Jana', last: 'Novakova' }, phone: '+420 602 123 456', country: 'CZ', city: 'Ostrava' },
        2,
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/sign-up/personal-details-2/'));
  });

  it('counts a save from this browser before the publication reports it: Back and Next send the new revision', async () => {
    savedCandidate();
    const callMethod = vi.fn(async () => ['personal-details-1']);
    // A user of its own: the wizard's state lives for the page session, per user.
    const account = signedIn(fakeUser({ _id: 'user-saved-here' }), { callMethod: callMethod as never });
    const { router } = renderApp({ url: '/engine/sign-up/personal-details-1', account });
    await screen.findByLabelText(/City/, {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/sign-up/personal-details-2/'));
    // The publication still says revision 2; this browser saved revision 3.
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/sign-up/personal-details-1/'));
    await screen.findByLabelText(/City/, {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callMethod).toHaveBeenLastCalledWith('users.saveSignUpStep', 'personal-details-1', expect.objectContaining({ city: 'Brno' }), 3));
  });

  it("puts the server's 400 INVALID details on their fields", async () => {
    savedCandidate();
    const callMethod = vi.fn(async () => Promise.reject(rejection(400, 'INVALID', [{ name: 'data.phone', type: 'regEx', message: 'Phone must be a valid phone number' }])));
    renderApp({ url: '/engine/sign-up/personal-details-1', account: signedIn(undefined, { callMethod: callMethod as never }) });
    await screen.findByLabelText(/City/, {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Phone must be a valid phone number')).toBeTruthy();
    expect(screen.getByLabelText(/Phone/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a stale save with its reason and loads the newer values on request', async () => {
    savedCandidate();
    const callMethod = vi.fn(async () => Promise.reject(staleRefusal()));
    const { router } = renderApp({ url: '/engine/sign-up/personal-details-1', account: signedIn(undefined, { callMethod: callMethod as never }) });
    const city = (await screen.findByLabelText(/City/, {}, { timeout: 15_000 })) as HTMLInputElement;
    fireEvent.change(city, { target: { value: 'Praha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('another window or tab');
    expect(router.state.location.pathname).toBe('/engine/sign-up/personal-details-1');
    // Meanwhile the publication delivered the other tab's save.
    ownUserData.candidateData = { ...ownUserData.candidateData, city: 'Ostrava', stepRevisions: { 'personal-details-1': 3 } };
    fireEvent.click(screen.getByRole('button', { name: 'Load the newer values' }));
    await waitFor(() => expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('Ostrava'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callMethod).toHaveBeenLastCalledWith('users.saveSignUpStep', 'personal-details-1', expect.objectContaining({ city: 'Ostrava' }), 3));
  });

  it('words a stale save in the reader\'s language (German)', async () => {
    savedCandidate();
    const callMethod = vi.fn(async () => Promise.reject(staleRefusal()));
    renderApp({ url: '/engine/sign-up/personal-details-1', locale: 'de', account: signedIn(undefined, { callMethod: callMethod as never }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Weiter' }, { timeout: 15_000 }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Dieser Schritt wurde in einem anderen Fenster oder Tab gespeichert, nachdem Sie ihn geöffnet hatten.');
    expect(alert.textContent).not.toContain('another window');
    expect(within(alert).getByRole('button', { name: 'Neuere Werte laden' })).toBeTruthy();
  });

  it('sends a signed-in candidate ahead of their progress back to the first unfinished step', async () => {
    savedCandidate();
    const { router } = renderApp({ url: '/engine/sign-up/upload-cv', account: signedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/sign-up/personal-details-2/'), { timeout: 15_000 });
    expect(await screen.findByText('Step 2 of 5: Languages and availability')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a language' })).toBeTruthy();
  });
});
