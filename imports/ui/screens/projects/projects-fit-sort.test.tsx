// "Best fit for you" on the open-projects list: offered to candidates only and read from the
// address for them only (a visitor's page, as the server renders it, never asks for it); in that
// order each card says how well it fits, the score the project page explains, and nothing of the
// rate while prices are hidden. The list's data hooks are stubbed (the order is the server's:
// projects.fit-order.api.test.ts); the candidate's own document is held as `users.me` brings it.
import '../../testing/cleanup';
import 'meteor/accounts-base';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Meteor } from 'meteor/meteor';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profileOfCandidate } from '../../../api/matching/profile';
import { scoreMatch } from '../../../api/matching/score';
import { DEFAULT_MATCH_WEIGHTS } from '../../../api/matching/weights';
import type { ProjectFilters } from '../../../api/projects/filters';
import type { Project } from '../../../api/projects/schema';
import type { Account } from '../../lib/account-types';
import { fakeAccount, fakeUser, signedIn } from '../../testing/fake-account';
import { fakeProject } from '../../testing/project-fixtures';
import { renderInApp } from '../../testing/render-app';
import ProjectsScreen from './projects-screen';

const live = vi.hoisted(() => ({ projects: [] as Project[], calls: [] as ProjectFilters[] }));

vi.mock('./use-open-projects', () => ({
  useOpenProjects: (filters: ProjectFilters) => {
    live.calls.push(filters);
    return { loading: false, projects: live.projects };
  },
}));

vi.mock('./use-project-count', () => ({ COUNT_PROJECTS: 'projects.openCount', useProjectCount: () => live.projects.length }));

const candidate = fakeUser({ _id: 'candidate-1', roles: ['candidate'] });
const candidateData = { skills: ['java', 'spring-boot'], country: 'CZ', expectedRate: { amount: 900, currency: 'EUR', unit: 'day' } };
const sortOptions = () => [...(screen.getByLabelText('Sort by') as HTMLSelectElement).options].map((option) => option.text);
const renderList = (url: string, account: Account) => renderInApp(<ProjectsScreen />, { url, account });

beforeEach(() => {
  live.projects = [fakeProject(), fakeProject({ _id: 'pRoJeCtCobol0001', title: 'COBOL maintenance', skills: ['cobol'] })];
  live.calls = [];
  const users = (Meteor.users as unknown as { _collection: { remove(selector: object): void; insert(doc: object): void } })._collection;
  users.remove({});
  users.insert({ _id: candidate._id, roles: ['candidate'], candidateData });
  // Only the wizard's bookkeeping: nothing a match reads.
  users.insert({ _id: 'candidate-2', roles: ['candidate'], candidateData: { completedSteps: ['personal-details-1'] } });
});

describe('open projects: Best fit for you', () => {
  it('is offered to candidates and read from their address only', () => {
    renderList('/engine/projects/?sort=fit', signedIn(candidate));
    expect(live.calls.at(-1)).toEqual({ sort: 'fit' });
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('fit');
    expect(sortOptions()).toEqual(['Newest first', 'Earliest start', 'Highest rate', 'Best fit for you']);
    for (const account of [fakeAccount(), signedIn(fakeUser({ _id: 'customer-1', roles: ['customer'] })), signedIn(fakeUser({ _id: 'admin-1', roles: ['admin'] }))]) {
      cleanup();
      renderList('/engine/projects/?sort=fit', account);
      expect(live.calls.at(-1), String(account.user?.roles)).toEqual({});
      expect(sortOptions()).not.toContain('Best fit for you');
    }
  });

  it('writes the choice to the address', () => {
    const { router } = renderList('/engine/projects/', signedIn(candidate));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'fit' } });
    expect(router.state.location.search).toBe('?sort=fit');
    expect(live.calls.at(-1)).toEqual({ sort: 'fit' });
  });

  it('says on each card how well it fits, the project page’s score, in that order only', () => {
    renderList('/engine/projects/?sort=fit', signedIn(candidate));
    const [java, cobol] = screen.getAllByTestId('project-card') as [HTMLElement, HTMLElement];
    const scoreOf = (project: Project) => scoreMatch(project, profileOfCandidate({ candidateData } as never), { weights: DEFAULT_MATCH_WEIGHTS, now: new Date() }).score;
    expect(within(java).getByTestId('project-fit').textContent).toBe(`Fits you ${scoreOf(live.projects[0] as Project)} %`);
    expect(within(cobol).getByTestId('project-fit').textContent).toBe(`Fits you ${scoreOf(live.projects[1] as Project)} %`);
    expect(scoreOf(live.projects[0] as Project)).toBeGreaterThan(scoreOf(live.projects[1] as Project));
    cleanup();
    renderList('/engine/projects/', signedIn(candidate));
    expect(screen.queryByTestId('project-fit')).toBeNull();
  });

  it('shows the score but no rate while prices are hidden', () => {
    renderList('/engine/projects/?sort=fit', signedIn(candidate, { hidePrices: true }));
    const card = screen.getAllByTestId('project-card')[0] as HTMLElement;
    expect(within(card).getByTestId('project-fit').textContent).toMatch(/^Fits you \d+ %$/);
    expect(card.textContent).not.toContain('EUR');
  });

  it('shows no hint to a candidate whose profile states nothing a match reads', () => {
    renderList('/engine/projects/?sort=fit', signedIn(fakeUser({ _id: 'candidate-2', roles: ['candidate'] })));
    expect(screen.getAllByTestId('project-card')).toHaveLength(2);
    expect(screen.queryByTestId('project-fit')).toBeNull();
  });
});
