import '../../testing/cleanup';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../testing/memory-router';
import { describe, expect, it, vi } from 'vitest';
import type { Company } from '../../../api/companies/schema';
import type { ExpertRequest } from '../../../api/requests/schema';
import { signedIn } from '../../testing/fake-account';
import { intlWrapper } from '../../testing/intl-wrapper';
import { renderApp } from '../../testing/render-app';
import { RequestCard } from './request-card';

const company = { _id: 'Cm8nB7vC6xZ5lK4jH', name: 'Berger GmbH', members: [{ userId: 'user-1', role: 'owner', addedAt: new Date() }] } as unknown as Company;

const request = (expertsWanted: number, durationMonths: number): ExpertRequest => ({
  _id: `Rq${expertsWanted}${durationMonths}wE3rT4yZ5iZ6pA`,
  userId: 'user-1',
  accountId: company._id,
  message: `Need ${expertsWanted} PLC engineers`,
  expertsWanted,
  startDate: new Date('2026-11-02T00:00:00Z'),
  durationMonths,
  status: 'closed',
  closeReason: 'filled',
  statusHistory: [{ status: 'closed', at: new Date('2026-09-10T09:10:00Z') }],
});

const requests = vi.hoisted(() => ({ list: [] as ExpertRequest[] }));
vi.mock('./use-company-requests', () => ({ useCompanyRequests: () => ({ loading: false, requests: requests.list, expertsById: new Map() }) }));
vi.mock('../../layout/use-my-companies', () => ({ useMyCompanies: () => ({ loading: false, selected: company, companies: [company] }) }));

function renderCard(item: ExpertRequest) {
  return render(
    <MemoryRouter>
      <ul>
        <RequestCard request={item} experts={new Map()} />
      </ul>
    </MemoryRouter>,
    { wrapper: intlWrapper('pl') },
  );
}

describe('My Requests in Polish', () => {
  it('counts requests with Polish plurals', async () => {
    requests.list = [request(2, 4), request(5, 5)];
    renderApp({ url: '/engine/my-requests/', account: signedIn(), locale: 'pl' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje zapytania' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Znaleziono 2 zapytania')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zapytaj o ekspertów' })).toBeTruthy();
  });

  it('writes the wanted experts and months in the right plural form, and the status', () => {
    const start = new Intl.DateTimeFormat('pl', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date('2026-11-02T00:00:00Z'));
    renderCard(request(2, 4));
    expect(screen.getByText(new RegExp(`Potrzeba 2 ekspertów · Start od ${start}, 4 miesiące`))).toBeTruthy();
    expect(screen.getByTestId('request-status').textContent).toBe('Status: Zamknięte: Znaleziono ekspertów');
  });

  it('uses the "many" form from five on', () => {
    renderCard(request(5, 5));
    expect(screen.getByText(/Potrzeba 5 ekspertów · Start od .*, 5 miesięcy/)).toBeTruthy();
    renderCard(request(1, 1));
    expect(screen.getByText(/Potrzebny 1 ekspert · Start od .*, 1 miesiąc/)).toBeTruthy();
  });
});
