import '../../testing/cleanup';
import '../../testing/mock-own-user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../../api/projects/schema';
import type { Account } from '../../lib/account-types';
import { fakeUser, signedIn } from '../../testing/fake-account';
import { ownUserData } from '../../testing/mock-own-user';
import { fakeProject } from '../../testing/project-fixtures';
import { renderApp } from '../../testing/render-app';
import type * as ProjectData from './use-project';
// Loaded up front, so the route's lazy import resolves at once.
import './project-detail-screen';

const live = vi.hoisted(() => ({ loading: false, project: undefined as Project | undefined, keys: [] as (string | undefined)[] }));

vi.mock('./use-project', async (importOriginal) => ({
  ...(await importOriginal<typeof ProjectData>()),
  useProject: (key: string | undefined) => {
    live.keys.push(key);
    return { loading: live.loading, project: live.project };
  },
}));

const ID = 'pRoJeCt2345678923';
const SLUG = 'senior-java-developer-for-a-payments-platform';
const TITLE = 'Senior Java Developer for a payments platform';

beforeEach(() => {
  live.loading = false;
  live.project = fakeProject();
  live.keys = [];
  ownUserData.reset();
  ownUserData.candidateData = { completedSteps: ['personal-details-1', 'personal-details-2', 'experience-1', 'experience-2', 'upload-cv'] };
});

function candidate(callMethod: Account['callMethod']) {
  return signedIn(fakeUser({ roles: ['candidate'] }), { callMethod });
}

describe('project page', () => {
  it('shows everything about the project and is titled with it', async () => {
    renderApp({ url: `/engine/p/${ID}/${SLUG}` });
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
    expect(live.keys).toContain(ID);
    const text = screen.getByRole('article').textContent ?? '';
    for (const fact of [
      'Prague, Czechia',
      '60% remote',
      'ASAP',
      '6 months, extension possible',
      'Full time',
      '600 – 750 EUR per day',
      'Software development',
      'Banking',
      'Freelance contract',
      'P-2026-0142',
      '2 Mar 2026',
      'English, B2 or better',
      'German, native speaker',
    ]) {
      expect(text).toContain(fact);
    }
    expect(screen.getByText('You join a team of eight.').tagName).toBe('P');
    expect(screen.getByText('The platform runs on Kafka and Kubernetes.').tagName).toBe('P');
    expect(screen.getByRole('list', { name: 'Required skills' }).textContent).toBe('JavaSpring Boot');
    await waitFor(() => expect(document.title).toBe(`${TITLE} - Expert Marketplace`));
  });

  it('says when candidates agree to an NDA before applying', async () => {
    live.project = fakeProject({ ndaRequired: true });
    renderApp({ url: `/engine/p/${ID}/${SLUG}` });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(screen.getByRole('article').textContent).toContain('NDARequired before applying');
  });

  it('hides the rate while Hide Prices is on', async () => {
    renderApp({ url: `/engine/p/${ID}/${SLUG}`, account: signedIn(undefined, { hidePrices: true }) });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    const facts = screen.getByRole('region', { name: 'At a glance' }).textContent ?? '';
    expect(facts).toContain('Full time');
    expect(facts).not.toContain('Rate');
    expect(facts).not.toContain('EUR');
  });

  it.each([
    [`/engine/projects/${ID}`, `/engine/projects/${ID}/${SLUG}`],
    [`/engine/p/${ID}/an-old-title`, `/engine/p/${ID}/${SLUG}`],
    [`/engine/p/${SLUG}`, `/engine/p/${ID}/${SLUG}`],
  ])('replaces %s with the canonical address', async (url, canonical) => {
    const { router } = renderApp({ url });
    await waitFor(() => expect(router.state.location.pathname).toBe(canonical));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
  });

  it('shows a loading state while the project is on its way', async () => {
    live.project = undefined;
    live.loading = true;
    renderApp({ url: `/engine/p/${ID}` });
    expect(await screen.findByText('Loading the project…')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Project' })).toBeTruthy();
  });

  it.each([`/engine/p/${ID}/${SLUG}`, '/engine/projects/Not_A_Project!'])('says kindly that %s leads to no project', async (url) => {
    live.project = undefined;
    renderApp({ url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all open projects' }).getAttribute('href')).toBe('/engine/projects/');
  });

  it('opens the link dialog with the canonical absolute address', async () => {
    renderApp({ url: `/engine/projects/${ID}/${SLUG}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Share this project' }));
    const dialog = await screen.findByRole('dialog');
    expect(((await within(dialog).findByLabelText('Link to share')) as HTMLInputElement).value).toBe(`${window.location.origin}/engine/p/${ID}/${SLUG}`);
  });
});

describe('applying', () => {
  it('sends a visitor to the sign-up page', async () => {
    const { router } = renderApp({ url: `/engine/p/${ID}/${SLUG}` });
    fireEvent.click(await screen.findByRole('link', { name: 'Sign up to apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/sign-up/'));
  });

  it('tells a customer that applying needs a candidate profile', async () => {
    renderApp({ url: `/engine/p/${ID}/${SLUG}`, account: signedIn(fakeUser({ roles: ['customer'] })) });
    expect(await screen.findByText(/Applying for projects needs a candidate profile/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('sends an admin to the back office instead of asking to sign up', async () => {
    renderApp({ url: `/engine/p/${ID}/${SLUG}`, account: signedIn(fakeUser({ roles: ['admin'] })) });
    const apply = await screen.findByRole('region', { name: 'Apply' });
    expect(apply.textContent).toContain('Admins do not apply for projects');
    expect(within(apply).getByRole('link', { name: 'Applications' }).getAttribute('href')).toBe('/engine/admin/applications/');
    expect(within(apply).queryByText(/sign up/i)).toBeNull();
  });

  it('shows a candidate who left the wizard early what is missing and the way to finish it, instead of the form', async () => {
    ownUserData.candidateData = { completedSteps: ['personal-details-1', 'personal-details-2', 'experience-1'] };
    renderApp({ url: `/engine/p/${ID}/${SLUG}`, account: candidate(vi.fn() as unknown as Account['callMethod']) });
    const apply = await screen.findByRole('region', { name: 'Apply' });
    await waitFor(() => expect(apply.textContent).toContain('Your profile is not complete yet: Work experience and CV upload are missing.'));
    expect(within(apply).getByRole('link', { name: 'Continue your profile' }).getAttribute('href')).toBe('/engine/sign-up/experience-2/');
    expect(within(apply).queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('lets a candidate apply with a note, a rate and a start date', async () => {
    const callMethod = vi.fn(async () => 'application-1') as unknown as Account['callMethod'];
    renderApp({ url: `/engine/p/${ID}/${SLUG}`, account: candidate(callMethod) });
    fireEvent.change(await screen.findByLabelText('Why you fit this project'), { target: { value: 'Eight years of Spring Boot.' } });
    fireEvent.change(screen.getByLabelText('Your rate'), { target: { value: '700' } });
    fireEvent.change(screen.getByLabelText('Available from'), { target: { value: '2026-06-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/your application has been sent/)).toBeTruthy();
    expect(callMethod).toHaveBeenCalledWith('applications.apply', ID, {
      note: 'Eight years of Spring Boot.',
      proposedRate: { amount: 700, currency: 'EUR', unit: 'day' },
      availableFrom: new Date('2026-06-01T00:00:00Z'),
    });
  });

  it('sends an empty application with no optional field', async () => {
    const callMethod = vi.fn(async () => 'application-1') as unknown as Account['callMethod'];
    renderApp({ url: `/engine/p/${ID}/${SLUG}`, account: candidate(callMethod) });
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    await screen.findByText(/your application has been sent/);
    expect(callMethod).toHaveBeenCalledWith('applications.apply', ID, {});
  });

  it.each([
    [{ error: 409, reason: 'You have already applied to this project' }, /You have already applied to this project/],
    [{ error: 404, reason: 'This project is not open for applications' }, /no longer accepts applications/],
  ])('explains a refused application (%o)', async (error, message) => {
    const callMethod = vi.fn(async () => Promise.reject(error)) as unknown as Account['callMethod'];
    renderApp({ url: `/engine/p/${ID}/${SLUG}`, account: candidate(callMethod) });
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it("puts the server's field errors beside their fields", async () => {
    const invalid = { error: 400, reason: 'INVALID', details: JSON.stringify([{ name: 'application.note', type: 'maxString', message: 'The note is too long' }]) };
    const callMethod = vi.fn(async () => Promise.reject(invalid)) as unknown as Account['callMethod'];
    renderApp({ url: `/engine/p/${ID}/${SLUG}`, account: candidate(callMethod) });
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The note is too long')).toBeTruthy();
    expect(screen.getByLabelText('Why you fit this project').getAttribute('aria-invalid')).toBe('true');
  });

  it('takes no applications for a closed project', async () => {
    live.project = fakeProject({ status: 'closed' });
    renderApp({ url: `/engine/p/${ID}/${SLUG}`, account: candidate(vi.fn() as unknown as Account['callMethod']) });
    expect(await screen.findByText('This project is closed and no longer accepts applications.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });
});
