// The open projects in German and Czech: the page's words, the filters, the facts on a card and
// the count with each language's plural forms.
import '../../testing/cleanup';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../../api/projects/schema';
import { fakeProject } from '../../testing/project-fixtures';
import { renderApp } from '../../testing/render-app';
// Loaded up front, so the route's lazy import resolves at once.
import './projects-screen';

const live = vi.hoisted(() => ({ projects: [] as Project[], count: 0 }));

vi.mock('./use-open-projects', () => ({ useOpenProjects: () => ({ loading: false, projects: live.projects }) }));
vi.mock('./use-project-count', () => ({ COUNT_PROJECTS: 'projects.openCount', useProjectCount: () => live.count }));

const projects = (count: number) => Array.from({ length: count }, (_, index) => fakeProject({ _id: `pRoJeCt23456789${String(index).padStart(2, '0')}`, title: `Project ${index}` }));

function show(count: number, listed = count) {
  live.projects = projects(listed);
  live.count = count;
}

beforeEach(() => show(1));

describe('open projects in German', () => {
  it('titles the page, words the filters and the facts, and counts in German', async () => {
    show(5, 2);
    renderApp({ url: '/engine/projects/', locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Offene Projekte' })).toBeTruthy();
    const filters = screen.getByRole('search', { name: 'Projekte filtern' });
    expect(within(filters).getByRole('button', { name: 'Suchen' })).toBeTruthy();
    expect(within(filters).getByLabelText('Remote-Anteil')).toBeTruthy();
    expect(within(filters).getByLabelText('Sortieren nach')).toBeTruthy();
    const card = screen.getAllByTestId('project-card')[0]!.textContent ?? '';
    expect(card).toContain('Remote: 60 % remote');
    expect(card).toContain('Start: Ab sofort');
    expect(card).toContain('Dauer: 6 Monate, Verlängerung möglich');
    expect(card).toContain('Auslastung: Vollzeit');
    expect(screen.getByText('5 Projekte gefunden, 2 angezeigt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeTruthy();
  });

  it('says when nothing is open, and counts one project in the singular', async () => {
    show(0);
    const { unmount } = renderApp({ url: '/engine/projects/', locale: 'de' });
    expect(await screen.findByText('Derzeit gibt es keine offenen Projekte.')).toBeTruthy();
    expect(screen.getByText('Keine Projekte gefunden')).toBeTruthy();
    unmount();
    show(1);
    renderApp({ url: '/engine/projects/', locale: 'de' });
    expect(await screen.findByText('1 Projekt gefunden')).toBeTruthy();
  });
});

describe('open projects in Czech', () => {
  it.each([
    [1, 'Nalezen 1 projekt'],
    [2, 'Nalezeny 2 projekty'],
    [5, 'Nalezeno 5 projektů'],
  ])('counts %i projects with the right plural form', async (count, text) => {
    show(count);
    renderApp({ url: '/engine/projects/', locale: 'cs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Otevřené projekty' })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('offers to reset the filters of a filtered list that matches nothing', async () => {
    show(0);
    renderApp({ url: '/engine/projects/?q=cobol', locale: 'cs' });
    expect(await screen.findByText('Těmto filtrům neodpovídá žádný projekt.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Zrušit filtry' }).length).toBeGreaterThan(0);
  });
});
