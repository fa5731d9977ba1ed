import '../testing/cleanup';
import '../testing/mock-own-user';
import '../testing/mock-projects';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeUser, signedIn } from '../testing/fake-account';
import { ownUserData } from '../testing/mock-own-user';
import { renderApp } from '../testing/render-app';

const WAY_BACK = 'Continue your profile';

describe('the note of an unfinished sign-up', () => {
  beforeEach(() => ownUserData.reset());

  it('leads a candidate who saved step 1 to step 2 from any page', async () => {
    ownUserData.candidateData = { completedSteps: ['personal-details-1'] };
    renderApp({ url: '/engine/projects/', account: signedIn(fakeUser({ roles: ['candidate'] })) });
    const link = await screen.findByRole('link', { name: WAY_BACK });
    expect(link.getAttribute('href')).toBe('/engine/sign-up/personal-details-2/');
  });

  it('is absent in the wizard itself', async () => {
    ownUserData.candidateData = { completedSteps: ['personal-details-1'] };
    renderApp({ url: '/engine/sign-up/personal-details-2/', account: signedIn(fakeUser({ roles: ['candidate'] })) });
    await screen.findByText(/Step 2 of 5/, undefined, { timeout: 15_000 });
    expect(screen.queryByRole('link', { name: WAY_BACK })).toBeNull();
  });

  it('is absent once every step is saved, and for a customer', async () => {
    ownUserData.candidateData = { completedSteps: ['personal-details-1', 'personal-details-2', 'experience-1', 'experience-2', 'upload-cv'] };
    const { rerenderWith } = renderApp({ url: '/engine/projects/', account: signedIn(fakeUser({ roles: ['candidate'] })) });
    await waitFor(() => expect(screen.getByRole('main')).toBeTruthy());
    expect(screen.queryByRole('link', { name: WAY_BACK })).toBeNull();
    ownUserData.candidateData = { completedSteps: [] };
    rerenderWith(signedIn(fakeUser({ roles: ['customer'] })));
    expect(screen.queryByRole('link', { name: WAY_BACK })).toBeNull();
  });
});
