// The fit's score and reasons as a candidate and a customer read them: what is missing first,
// what fits after, each list named by the match it belongs to; Hide Prices hides the rate's
// reason (and only it) while the score stays.
import '../../testing/cleanup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Skill } from '../../../api/common/lists';
import { scoreMatch } from '../../../api/matching/score';
import { DEFAULT_MATCH_WEIGHTS } from '../../../api/matching/weights';
import { fakeUser, signedIn } from '../../testing/fake-account';
import { renderInApp } from '../../testing/render-app';
import { FitSummary } from './fit-summary';

const now = new Date('2026-11-27T10:00:00Z');
const result = scoreMatch(
  { skills: ['java', 'kubernetes'] as Skill[], rate: { onRequest: false, max: 80, currency: 'EUR', unit: 'hour' }, startAsap: true },
  { skills: ['java'] as Skill[], rate: { amount: 70, currency: 'EUR', unit: 'hour' }, availability: { from: now, workloadPercent: 100 } },
  { weights: DEFAULT_MATCH_WEIGHTS, now },
);
const customer = (hidePrices: boolean) => signedIn(fakeUser({ roles: ['candidate', 'customer'] }), { hidePrices });

describe('FitSummary', () => {
  it('shows the score, what is missing and what fits, named after the request', () => {
    renderInApp(<FitSummary result={result} headingLevel={4} of="Java team" />, { account: customer(false) });
    expect(screen.getByText(`${result.score} % match`)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'What is missing: Java team' })).getByText(/1 of 2 required skills; missing: Kubernetes/)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'What fits: Java team' })).getByText(/Rate .*70.*project up to .*80/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['What is missing', 'What fits']);
  });

  it('names the request where a reason names who asks', () => {
    renderInApp(<FitSummary result={result} subject="request" />, { account: customer(false) });
    expect(within(screen.getByRole('list', { name: 'What fits' })).getByText(/Rate .*70.*request up to .*80/)).toBeTruthy();
  });

  it('leaves out the rate’s reason while prices are hidden, and keeps the score', () => {
    renderInApp(<FitSummary result={result} />, { account: customer(true) });
    expect(screen.getByText(`${result.score} % match`)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'What fits' }).textContent).not.toMatch(/Rate|€|EUR/);
    expect(screen.getByRole('list', { name: 'What is missing' }).textContent).toMatch(/required skills/);
  });
});
