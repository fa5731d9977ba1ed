import '../../testing/cleanup';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from '../../testing/memory-router';
import { describe, expect, it, vi } from 'vitest';
import type { ExpertRequest } from '../../../api/requests/schema';
import type { Account } from '../../lib/account-types';
import { signedIn } from '../../testing/fake-account';
import { IntlWrapper } from '../../testing/intl-wrapper';
import { renderInApp } from '../../testing/render-app';
import { RequestCard } from './request-card';

const request: ExpertRequest = {
  _id: 'Rq2wE3rT4yZ5iZ6pA',
  userId: 'kT3fPqW8xZ2mN5rLa',
  accountId: 'Cm8nB7vC6xZ5lK4jH',
  message: 'Two PLC engineers for a line retrofit.\nOn site in Linz.',
  expertsWanted: 2,
  peopleIds: ['Hn4kR7tW2xY9zA3bC', 'Gone0000000000000'],
  startDate: new Date('2026-11-02T00:00:00Z'),
  durationMonths: 4,
  status: 'closed',
  closeReason: 'filled',
  statusHistory: [
    { status: 'new', at: new Date('2026-09-01T07:45:00Z') },
    { status: 'in-progress', at: new Date('2026-09-01T09:10:00Z'), note: 'Shortlisting' },
    { status: 'closed', at: new Date('2026-09-10T09:10:00Z') },
  ],
};

describe('a request in My Requests', () => {
  it('names the experts by their directory names, says what is wanted and shows status and history', () => {
    const experts = new Map([['Hn4kR7tW2xY9zA3bC', { _id: 'Hn4kR7tW2xY9zA3bC', firstName: 'Jana', lastInitial: 'N', urlName: 'jana-n-plc' }]]);
    render(
      <MemoryRouter>
        <ul>
          <RequestCard request={request} experts={experts} />
        </ul>
      </MemoryRouter>,
      { wrapper: IntlWrapper },
    );
    expect(screen.getByRole('heading', { name: 'Two PLC engineers for a line retrofit.' })).toBeTruthy();
    expect(screen.getByTestId('request-status').textContent).toBe('Status: Closed: Experts found');
    const named = screen.getByRole('list', { name: 'Experts asked for' });
    expect(within(named).getByRole('link', { name: 'Jana N.' }).getAttribute('href')).toBe('/engine/experts/Hn4kR7tW2xY9zA3bC/jana-n-plc/');
    expect(named.textContent).toContain('an expert no longer listed');
    expect(screen.getByText(/2 experts wanted · Start from 2 Nov 2026, 4 months/)).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent?.split(': ').slice(1).join(': '))).toEqual(['New', 'In progress · Shortlisting', 'Closed: Experts found']);
    expect(document.body.textContent).not.toMatch(/EUR|per day/);
  });
});

describe('cancelling a request in My Requests', () => {
  const open: ExpertRequest = { ...request, status: 'new', closeReason: undefined, statusHistory: [{ status: 'new', at: new Date('2026-09-01T07:45:00Z') }] };
  const cancelled: ExpertRequest = {
    ...open,
    status: 'closed',
    closeReason: 'cancelled',
    statusHistory: [...open.statusHistory, { status: 'closed', at: new Date('2026-09-02T08:00:00Z'), by: 'kT3fPqW8xZ2mN5rLa', note: 'Found someone' }],
  };

  /** The card fed like the live subscription: `update` swaps the request as a change would. */
  function renderLive(callMethod: Account['callMethod']) {
    let update: (next: ExpertRequest) => void = () => {};
    function Live() {
      const [current, setCurrent] = useState(open);
      update = (next) => act(() => setCurrent(next));
      return (
        <ul>
          <RequestCard request={current} experts={new Map()} />
        </ul>
      );
    }
    renderInApp(<Live />, { account: signedIn(undefined, { callMethod }) });
    return { update: (next: ExpertRequest) => update(next) };
  }

  it('asks in place, sends the reason, and moves the focus to the new status', async () => {
    const callMethod = vi.fn(async () => undefined) as unknown as Account['callMethod'];
    const live = renderLive(callMethod);
    fireEvent.click(screen.getByRole('button', { name: /^Cancel request/ }));
    expect(document.activeElement?.textContent).toMatch(/^Cancel this request\?/);
    fireEvent.change(screen.getByRole('textbox', { name: /Why are you cancelling/ }), { target: { value: 'Found someone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel request' }));
    await waitFor(() => expect(callMethod).toHaveBeenCalledWith('requests.cancel', open._id, 'Found someone'));
    live.update(cancelled);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('request-status')));
    expect(screen.getByTestId('request-status').textContent).toBe('Status: Closed: Cancelled');
    expect(screen.queryByRole('button', { name: /Cancel request/ })).toBeNull();
    const history = screen.getByRole('list', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent?.split(': ').slice(1).join(': '))).toEqual(['New', 'Closed: Cancelled · Found someone']);
  });

  it('keeps the request on "Keep it" and says the server’s refusal', async () => {
    const callMethod = vi.fn(async () => {
      throw Object.assign(new Error('conflict'), { error: 409, reason: 'This request is already closed' });
    }) as unknown as Account['callMethod'];
    renderLive(callMethod);
    fireEvent.click(screen.getByRole('button', { name: /^Cancel request/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Cancel request/ })));
    expect(callMethod).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^Cancel request/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel request' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This request is already closed'));
    expect(callMethod).toHaveBeenCalledWith('requests.cancel', open._id);
  });
});
