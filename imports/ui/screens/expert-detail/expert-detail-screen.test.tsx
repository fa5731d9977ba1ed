import '../../testing/cleanup';
import { fakePerson, peopleData } from '../../testing/mock-people';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answeringMethod, fakeAccount, fakeUser, signedIn } from '../../testing/fake-account';
import { renderApp } from '../../testing/render-app';

beforeEach(() => peopleData.reset());

function withJana() {
  const jana = fakePerson({ _id: 'Jn3xPq7RkT2mWv8Yz' });
  peopleData.expert = { loading: false, person: jana };
  return jana;
}

describe('expert detail', () => {
  it('shows the whole profile and titles the page with the name and headline', async () => {
    withJana();
    renderApp({ url: '/engine/experts/Jn3xPq7RkT2mWv8Yz/jana-n-senior-java-developer/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jana N.' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Jana N. – Senior Java developer - Expert Marketplace'));
    expect(screen.getByText('Builds payment systems for banks.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Tech lead' })).toBeTruthy();
    expect(screen.getByText('Banka a.s. · 2019 – now')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Fields of expertise' })).getByText('Software development')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Industries' })).getByText('Banking')).toBeTruthy();
    expect(screen.getByText('German (C1)')).toBeTruthy();
    expect(screen.getByText('800 EUR per day')).toBeTruthy();
  });

  it('tells a visitor, who gets no rate, that rates are shown to company accounts; a company reads "on request"', async () => {
    peopleData.expert = { loading: false, person: fakePerson({ _id: 'Jn3xPq7RkT2mWv8Yz', rate: undefined }) };
    const url = '/engine/experts/Jn3xPq7RkT2mWv8Yz/jana-n-senior-java-developer/';
    renderApp({ url });
    const rate = (await screen.findByText('Rate')).nextElementSibling as HTMLElement;
    expect(rate.textContent).toBe('Rates are shown to company accounts. Register your company or sign in.');
    expect(within(rate).getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe(`/engine/sign-in/?next=${encodeURIComponent(url)}`);
    renderApp({ url, account: signedIn(fakeUser({ roles: ['customer'] })) });
    expect((await screen.findAllByText('Rate on request')).length).toBe(1);
  });

  it('moves /e/{id} and a stale slug to the canonical address', async () => {
    const jana = withJana();
    const { router } = renderApp({ url: '/engine/e/Jn3xPq7RkT2mWv8Yz' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/engine/experts/${jana._id}/jana-n-senior-java-developer/`));
    expect(peopleData.expertCalls).toContain('Jn3xPq7RkT2mWv8Yz');
  });

  it('says when the profile is not available', async () => {
    renderApp({ url: '/engine/experts/nobody/' });
    expect(await screen.findByText(/This profile is not available/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Expert' })).toBeTruthy();
  });

  it('lets a visitor sign in or leave contact details to request the expert', async () => {
    withJana();
    renderApp({ url: '/engine/e/Jn3xPq7RkT2mWv8Yz/jana-n-senior-java-developer/', account: fakeAccount() });
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a request' });
    expect(await within(dialog).findByText(/Interested in Jana N\.\?/)).toBeTruthy();
  });

  it('sends a customer straight to the request form, without contact fields', async () => {
    withJana();
    const account = signedIn(fakeUser({ roles: ['customer'] }));
    renderApp({ url: '/engine/e/Jn3xPq7RkT2mWv8Yz/jana-n-senior-java-developer/', account });
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    fireEvent.change(await screen.findByLabelText(/What do you need/), { target: { value: 'Three months in Prague' } });
    expect(screen.queryByLabelText(/Your name/)).toBeNull();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(account.callMethod).toHaveBeenCalledWith('peopleRequests.send', { message: 'Three months in Prague', peopleIds: ['Jn3xPq7RkT2mWv8Yz'] }));
    expect(await screen.findByRole('dialog', { name: 'Request sent' })).toBeTruthy();
  });

  it('offers the canonical link to share', async () => {
    withJana();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => {}) }, configurable: true });
    renderApp({ url: '/engine/e/Jn3xPq7RkT2mWv8Yz/jana-n-senior-java-developer/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Share link' }));
    const input = (await screen.findByLabelText('Link to share')) as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}/engine/experts/Jn3xPq7RkT2mWv8Yz/jana-n-senior-java-developer/`);
  });

  it('shows a customer how the expert fits each open request, and nothing to a candidate or visitor', async () => {
    withJana();
    const url = '/engine/e/Jn3xPq7RkT2mWv8Yz/jana-n-senior-java-developer/';
    const fit = {
      requestId: 'Rq2wE3rT4yZ5iZ6pA',
      name: 'Java team for a bank',
      score: 64,
      reasons: [
        { part: 'skills', met: false, hard: false, messageId: 'skillsSome', values: { covered: 1, required: 2, missing: ['kubernetes'] } },
        { part: 'rate', met: true, hard: true, messageId: 'rate', values: { amount: 85, max: 90, currency: 'EUR', unit: 'hour' } },
      ],
    };
    const account = signedIn(fakeUser({ roles: ['customer'] }), { callMethod: answeringMethod('matching.fitForMyRequests', [fit]) });
    renderApp({ url, account });
    const section = await screen.findByRole('region', { name: 'How this expert fits your open requests' });
    expect(account.callMethod).toHaveBeenCalledWith('matching.fitForMyRequests', 'Jn3xPq7RkT2mWv8Yz');
    expect(within(section).getByRole('heading', { level: 3, name: 'Java team for a bank' })).toBeTruthy();
    expect(within(section).getByText('64 % match')).toBeTruthy();
    expect(within(section).getByRole('list', { name: 'What is missing: Java team for a bank' }).textContent).toContain('1 of 2 required skills; missing: Kubernetes');
    expect(within(section).getByRole('list', { name: 'What fits: Java team for a bank' }).textContent).toMatch(/request up to/);

    for (const other of [signedIn(fakeUser({ roles: ['candidate'] })), fakeAccount()]) {
      renderApp({ url, account: other });
      await screen.findAllByRole('heading', { level: 1, name: 'Jana N.' });
      expect(other.callMethod).not.toHaveBeenCalledWith('matching.fitForMyRequests', expect.anything());
    }
    expect(screen.getAllByRole('region', { name: 'How this expert fits your open requests' })).toHaveLength(1);
  });
});
