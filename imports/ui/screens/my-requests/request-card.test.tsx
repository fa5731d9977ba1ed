import '../../testing/cleanup';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ExpertRequest } from '../../../api/requests/schema';
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
    );
    expect(screen.getByRole('heading', { name: 'Two PLC engineers for a line retrofit.' })).toBeTruthy();
    expect(screen.getByTestId('request-status').textContent).toBe('Status: Closed: Experts found');
    const named = screen.getByRole('list', { name: 'Experts asked for' });
    expect(within(named).getByRole('link', { name: 'Jana N.' }).getAttribute('href')).toBe('/engine/experts/Hn4kR7tW2xY9zA3bC/jana-n-plc/');
    expect(named.textContent).toContain('an expert no longer listed');
    expect(screen.getByText(/2 experts wanted · Start from 2 Nov 2026, 4 months/)).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent?.split(': ')[1])).toEqual(['New', 'In progress · Shortlisting', 'Closed']);
    expect(document.body.textContent).not.toMatch(/EUR|per day/);
  });
});
