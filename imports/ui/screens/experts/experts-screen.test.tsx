import '../../testing/cleanup';
import { peopleData, fakePerson } from '../../testing/mock-people';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeAccount, fakeUser, signedIn } from '../../testing/fake-account';
import { renderApp } from '../../testing/render-app';

beforeEach(() => peopleData.reset());

const lastFilters = () => peopleData.directoryCalls.at(-1);
const customer = () => signedIn(fakeUser({ roles: ['customer'] }));

describe('Our Experts', () => {
  it('lists published experts with everything a company compares', async () => {
    const jana = fakePerson();
    peopleData.directory = { loading: false, experts: [jana, fakePerson({ firstName: 'Ivo', lastInitial: 'D', rate: undefined })], total: 2 };
    renderApp({ url: '/engine/experts', account: customer() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Experts' })).toBeTruthy();
    expect(screen.getByText('2 experts found').getAttribute('role')).toBe('status');
    const [first, second] = screen.getAllByTestId('expert-card') as [HTMLElement, HTMLElement];
    const link = within(first).getByRole('link', { name: 'Jana N.' });
    expect(link.getAttribute('href')).toBe(`/engine/experts/${jana._id}/jana-n-senior-java-developer/`);
    expect(first.textContent).toContain('Senior Java developer');
    expect(first.textContent).toContain('Brno, Czechia · 12 years of experience');
    expect(within(first).getByRole('list', { name: 'Skills' }).textContent).toBe('JavaSpring Boot');
    expect(first.textContent).toContain('Czech (Native speaker) · German (C1)');
    expect(first.textContent).toContain('Available now, full time');
    expect(first.textContent).toContain('800 EUR per day');
    expect(second.textContent).toContain('Rate on request');
  });

  it('shows a visitor, who gets no rates, who sees them and the way there, and no rate filter', async () => {
    peopleData.directory = { loading: false, experts: [fakePerson({ rate: undefined })], total: 1 };
    renderApp({ url: '/engine/experts/?language=de&rate=700&currency=EUR&unit=day' });
    const card = await screen.findByTestId('expert-card');
    expect(card.textContent).toContain('Rates are shown to company accounts. Register your company or sign in.');
    expect(card.textContent).not.toContain('Rate on request');
    expect(within(card).getByRole('link', { name: 'Register your company' }).getAttribute('href')).toBe('/engine/sign-up/');
    expect(within(card).getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe('/engine/sign-in/?next=%2Fengine%2Fexperts%2F');
    expect(screen.queryByLabelText('Maximum')).toBeNull();
    expect(lastFilters()).toEqual({ language: 'de' });
  });

  it('tells a signed-in candidate who sees rates, without the ways for visitors', async () => {
    peopleData.directory = { loading: false, experts: [fakePerson({ rate: undefined })], total: 1 };
    renderApp({ url: '/engine/experts/', account: signedIn(fakeUser({ roles: ['candidate'] })) });
    const card = await screen.findByTestId('expert-card');
    expect(within(card).getByTestId('rates-hint').textContent).toBe('Rates are shown to company accounts.');
    expect(screen.queryByLabelText('Maximum')).toBeNull();
  });

  it('offers a customer to save the filters (without the page limit) as an expert search', async () => {
    peopleData.directory = { loading: false, experts: [fakePerson()], total: 1 };
    const account = customer();
    renderApp({ url: '/engine/experts/?q=kotlin&limit=40', account });
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const form = await screen.findByRole('form', { name: 'Save this search' });
    expect(within(form).getByText('We e-mail you new experts who match these filters.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Kotlin experts' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save search' }));
    await waitFor(() =>
      expect(account.callMethod).toHaveBeenCalledWith('savedSearches.saveExperts', { name: 'Kotlin experts', frequency: 'daily', timeZone: expect.any(String), filters: { text: 'kotlin' } }),
    );
  });

  it('offers a candidate no expert search to save', async () => {
    peopleData.directory = { loading: false, experts: [fakePerson()], total: 1 };
    renderApp({ url: '/engine/experts/?q=kotlin', account: signedIn(fakeUser({ roles: ['candidate'] })) });
    await screen.findByTestId('expert-card');
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
  });

  it('reads the filters from the address and writes changes back to it', async () => {
    const { router } = renderApp({ url: '/engine/experts/?skills=java&language=de&level=B2&bogus=1&country=XX', account: customer() });
    await screen.findByRole('heading', { level: 1, name: 'Our Experts' });
    expect(lastFilters()).toEqual({ skills: ['java'], language: 'de', languageLevel: 'B2' });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'country:CZ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?skills=java&country=CZ&language=de&level=B2'));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'payments' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastFilters()).toMatchObject({ text: 'payments', country: 'CZ' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Java' }));
    fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '700' } });
    await waitFor(() => expect(lastFilters()).toEqual({ text: 'payments', country: 'CZ', language: 'de', languageLevel: 'B2', rate: { max: 700, currency: 'EUR', unit: 'day' } }));
    fireEvent.change(screen.getByLabelText('Available by'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'experience' } });
    await waitFor(() => expect(lastFilters()).toMatchObject({ availableBy: new Date('2026-05-01T00:00:00Z'), sort: 'experience' }));
  });

  it('loads more experts by growing the limit', async () => {
    peopleData.directory = { loading: false, experts: Array.from({ length: 20 }, () => fakePerson()), total: 45 };
    const { router } = renderApp({ url: '/engine/experts/?q=java' });
    expect(await screen.findByText('45 experts found, showing 20')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=java&limit=40'));
    expect(lastFilters()).toEqual({ text: 'java', limit: 40 });
  });

  it('offers to reset the filters or describe the need when nothing matches', async () => {
    const account = fakeAccount();
    const { router } = renderApp({ url: '/engine/experts/?q=cobol', account });
    expect(await screen.findByText('No expert matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Describe your need' }));
    expect(await screen.findByRole('dialog', { name: 'Send a request' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Leave my contact details' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const resets = screen.getAllByRole('button', { name: 'Reset filters' });
    expect(resets).toHaveLength(2); // in the filter panel and in the empty state, as on the project list
    fireEvent.click(resets[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows no rates and no rate filter while prices are hidden', async () => {
    peopleData.directory = { loading: false, experts: [fakePerson()], total: 1 };
    renderApp({ url: '/engine/experts/', account: signedIn(undefined, { hidePrices: true }) });
    const card = await screen.findByTestId('expert-card');
    expect(card.textContent).not.toContain('EUR');
    expect(screen.queryByLabelText('Maximum')).toBeNull();
  });

  it('ignores a rate filter in the address while prices are hidden', async () => {
    renderApp({ url: '/engine/experts/?language=de&rate=700&currency=EUR&unit=day', account: signedIn(undefined, { hidePrices: true }) });
    await screen.findByRole('heading', { level: 1, name: 'Our Experts' });
    expect(lastFilters()).toEqual({ language: 'de' });
  });

  it('says it is loading before the first experts arrive', async () => {
    peopleData.directory = { loading: true, experts: [], total: null };
    renderApp({ url: '/engine/experts/' });
    expect((await screen.findByText('Loading experts…'))).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByText(/No expert/)).toBeNull();
  });

  it('requests several chosen experts at once and clears the choice once sent', async () => {
    const [jana, ivo] = [fakePerson(), fakePerson({ firstName: 'Ivo', lastInitial: 'D' })];
    peopleData.directory = { loading: false, experts: [jana, ivo, fakePerson({ firstName: 'Eva', lastInitial: 'S' })], total: 3 };
    const account = signedIn(fakeUser({ roles: ['customer'] }));
    renderApp({ url: '/engine/experts/', account });
    fireEvent.click(await screen.findByLabelText('Add Jana N. to a request'));
    fireEvent.click(screen.getByLabelText('Add Ivo D. to a request'));
    const bar = screen.getByTestId('request-selection-bar');
    expect(bar.textContent).toContain('Jana N. and Ivo D.');
    fireEvent.click(within(bar).getByRole('button', { name: 'Request 2 experts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a request' });
    expect(((await within(dialog).findByLabelText(/How many experts/)) as HTMLInputElement).value).toBe('2');
    fireEvent.change(within(dialog).getByLabelText(/What do you need/), { target: { value: 'Two Java developers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(account.callMethod).toHaveBeenCalledWith('peopleRequests.send', { message: 'Two Java developers', expertsWanted: 2, peopleIds: [jana._id, ivo._id] }),
    );
    expect(await screen.findByRole('dialog', { name: 'Request sent' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('request-selection-bar')).toBeNull());
  });
});
