import '../../testing/cleanup';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectFilters } from '../../../api/projects/filters';
import type { Project } from '../../../api/projects/schema';
import type { Account } from '../../lib/account-types';
import { fakeAccount, signedIn } from '../../testing/fake-account';
import { fakeProject } from '../../testing/project-fixtures';
import { renderInApp } from '../../testing/render-app';
import ProjectsScreen from './projects-screen';

const live = vi.hoisted(() => ({
  projects: [] as Project[],
  loading: false,
  calls: [] as { filters: ProjectFilters; limit: number | undefined }[],
  /** The live count; null: as many as `projects`. */
  count: null as number | null,
  countCalls: [] as ProjectFilters[],
}));

vi.mock('./use-open-projects', () => ({
  useOpenProjects: (filters: ProjectFilters, limit?: number) => {
    live.calls.push({ filters, limit });
    return { loading: live.loading, projects: live.projects };
  },
}));

vi.mock('./use-project-count', () => ({
  COUNT_PROJECTS: 'projects.openCount',
  useProjectCount: (filters: ProjectFilters) => {
    live.countCalls.push(filters);
    return live.count ?? live.projects.length;
  },
}));

function renderList(url = '/engine/projects/', account: Account = fakeAccount()) {
  return renderInApp(<ProjectsScreen />, { url, account });
}

const lastCall = () => live.calls[live.calls.length - 1];

beforeEach(() => {
  live.projects = [fakeProject()];
  live.loading = false;
  live.calls = [];
  live.count = null;
  live.countCalls = [];
});
afterEach(() => vi.useRealTimers());

describe('open projects: cards', () => {
  it('shows every fact of a project on its card, the title linking to its page', async () => {
    renderList();
    const card = screen.getByTestId('project-card');
    const link = within(card).getByRole('link', { name: 'Senior Java Developer for a payments platform' });
    expect(link.getAttribute('href')).toBe('/engine/p/pRoJeCt2345678923/senior-java-developer-for-a-payments-platform');
    const text = card.textContent ?? '';
    expect(text).toContain('Location: Prague, Czechia');
    expect(text).toContain('Remote: 60% remote');
    expect(text).toContain('Start: ASAP');
    expect(text).toContain('Duration: 6 months, extension possible');
    expect(text).toContain('Workload: Full time');
    expect(text).toContain('Rate: 600 – 750 EUR per day');
    expect(within(card).getByRole('list', { name: /Skills for/ }).textContent).toBe('JavaSpring Boot');
    expect(text).toContain('English, B2 or better;');
    expect(text).toContain('German, native speaker');
    expect(await screen.findByText('1 project found')).toBeTruthy();
  });

  it('shows a start date, and "on request" for a private budget', () => {
    live.projects = [fakeProject({ startAsap: false, startDate: new Date('2026-05-01T00:00:00Z'), rate: { onRequest: true } })];
    renderList();
    const text = screen.getByTestId('project-card').textContent ?? '';
    expect(text).toContain('Start: 1 May 2026');
    expect(text).toContain('Rate: on request');
  });

  it('says on the card when the project needs an NDA, in the words of the project page', () => {
    live.projects = [fakeProject({ ndaRequired: true }), fakeProject({ _id: 'p2', title: 'Plain project' })];
    renderList();
    const [withNda, without] = screen.getAllByTestId('project-card') as [HTMLElement, HTMLElement];
    expect(withNda.textContent).toContain('NDA: Required before applying');
    expect(without.textContent).not.toContain('NDA:');
  });

  it('asks only visitors to sign up to apply', () => {
    renderList();
    expect(screen.getByText(/Sign up to apply\./)).toBeTruthy();
    cleanup();
    renderList('/engine/projects/', signedIn());
    expect(screen.getByText('Freelance and contract projects looking for experts now.')).toBeTruthy();
    expect(screen.queryByText(/Sign up to apply/)).toBeNull();
  });

  it('hides the rate while Hide Prices is on', () => {
    renderList('/engine/projects/', signedIn(undefined, { hidePrices: true }));
    const text = screen.getByTestId('project-card').textContent ?? '';
    expect(text).not.toContain('Rate');
    expect(text).not.toContain('EUR');
  });
});

describe('open projects: filters in the address', () => {
  it('reads the filters from the address on load and shows them in the form', () => {
    renderList('/engine/projects/?q=java&skills=java,nonsense&country=DE&remote=50&lang=de&level=C1&rateMin=500&currency=CHF&unit=hour&sort=start');
    expect(lastCall()?.filters).toEqual({
      text: 'java',
      skills: ['java'],
      country: 'DE',
      remote: 50,
      language: 'de',
      languageLevel: 'C1',
      rate: { min: 500, currency: 'CHF', unit: 'hour' },
      sort: 'start',
    });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('java');
    expect(screen.getByRole('list', { name: 'Chosen skills' }).textContent).toContain('Java');
    expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('country:DE');
    expect((screen.getByLabelText('Remote share') as HTMLSelectElement).value).toBe('50');
    expect((screen.getByLabelText('Level') as HTMLSelectElement).value).toBe('C1');
    expect((screen.getByLabelText('Minimum') as HTMLInputElement).value).toBe('500');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('start');
  });

  it('writes select changes to the address, and the back button restores them', async () => {
    const { router } = renderList();
    fireEvent.change(screen.getByLabelText('Skills'), { target: { value: 'java' } });
    expect(router.state.location.search).toBe('?skills=java');
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'continent:EURO' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'B2' } });
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('skills=java&continent=EURO&lang=de&level=B2');
    expect(lastCall()?.filters).toEqual({ skills: ['java'], continent: 'EURO', language: 'de', languageLevel: 'B2' });
    await act(() => router.navigate(-1));
    expect(lastCall()?.filters).toEqual({ skills: ['java'], continent: 'EURO', language: 'de' });
    expect((screen.getByLabelText('Level') as HTMLSelectElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Java' }));
    expect(router.state.location.search).toBe('?continent=EURO&lang=de');
  });

  it('waits until typing pauses for 300 ms before searching', () => {
    vi.useFakeTimers();
    const { router } = renderList();
    const search = screen.getByLabelText('Search');
    fireEvent.change(search, { target: { value: 'ja' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(search, { target: { value: 'java' } });
    act(() => vi.advanceTimersByTime(299));
    expect(router.state.location.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.search).toBe('?q=java');
    expect(lastCall()?.filters).toEqual({ text: 'java' });
  });

  it('leaves the rate filter and the rate order out while Hide Prices is on, also when the address has them', () => {
    renderList('/engine/projects/?lang=de&rateMin=500&currency=CHF&unit=hour&sort=rate', signedIn(undefined, { hidePrices: true }));
    expect(lastCall()?.filters).toEqual({ language: 'de' });
    expect(live.countCalls.at(-1)).toEqual({ language: 'de' });
    expect(screen.queryByRole('group', { name: 'Rate' })).toBeNull();
    expect(screen.queryByLabelText('Minimum')).toBeNull();
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(sort.value).toBe('newest');
    // The signed-in user is a candidate: their fit is an order without prices.
    expect([...sort.options].map((option) => option.text)).toEqual(['Newest first', 'Earliest start', 'Best fit for you']);
  });

  it('applies a rate range once typed, and refuses a maximum below the minimum', () => {
    vi.useFakeTimers();
    const { router } = renderList();
    fireEvent.change(screen.getByLabelText('Per'), { target: { value: 'hour' } });
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '80' } });
    act(() => vi.advanceTimersByTime(300));
    expect(lastCall()?.filters).toEqual({ rate: { min: 80, currency: 'EUR', unit: 'hour' } });
    fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '50' } });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('alert').textContent).toContain('cannot be lower than the minimum');
    expect(new URLSearchParams(router.state.location.search).get('rateMax')).toBeNull();
  });
});

describe('open projects: count, load more and the empty state', () => {
  it('counts with the filters, without the limit, and loads 20 more per click', async () => {
    live.projects = Array.from({ length: 20 }, (_, index) => fakeProject({ _id: `p${index}`, title: `Project ${index}` }));
    live.count = 45;
    const { router } = renderList('/engine/projects/?skills=java');
    expect(await screen.findByText('45 projects found, showing 20')).toBeTruthy();
    expect(live.countCalls.at(-1)).toEqual({ skills: ['java'] });
    expect(lastCall()?.limit).toBe(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(lastCall()?.limit).toBe(40);
    expect(new URLSearchParams(router.state.location.search).get('limit')).toBe('40');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(lastCall()?.limit).toBe(60);
  });

  it('offers no "Load more" when every match is shown', async () => {
    renderList();
    await screen.findByText('1 project found');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when nothing matches and resets the filters', async () => {
    live.projects = [];
    const { router } = renderList('/engine/projects/?skills=cobol&remote=100');
    expect(await screen.findByText('No projects found')).toBeTruthy();
    expect(screen.getByText('No project matches these filters.')).toBeTruthy();
    const resets = screen.getAllByRole('button', { name: 'Reset filters' });
    fireEvent.click(resets[resets.length - 1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(lastCall()?.filters).toEqual({});
  });

  it('shows a loading state before the first projects arrive', () => {
    live.projects = [];
    live.loading = true;
    renderList();
    expect(screen.getByText('Loading projects…')).toBeTruthy();
  });
});
