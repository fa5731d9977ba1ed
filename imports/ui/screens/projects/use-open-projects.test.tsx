// The list shows exactly the server's list: the ids of its list record in their order, looked up
// by id, never the server's selector run again on the client's copy (which the full-text search
// could not be). The client's collections are filled by hand, as the subscription would; the
// subscription itself finds no server here, so it stays loading.
import '../../testing/cleanup';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ListPages } from '../../../api/common/list-pages-browser-collection';
import { listPageKey } from '../../../api/common/list-pages';
import { Projects } from '../../../api/projects/browser-collection';
import type { ProjectFilters } from '../../../api/projects/filters';
import type { Project } from '../../../api/projects/schema';
import { PageDataProvider, pageDataKey } from '../../lib/page-data';
import { fakeProject } from '../../testing/project-fixtures';
import { OPEN_PROJECTS, openProjectsArgs, useOpenProjects } from './use-open-projects';

function Titles({ filters, limit }: { filters: ProjectFilters; limit?: number }) {
  const { loading, projects } = useOpenProjects(filters, limit);
  return (
    <ol aria-label="projects" aria-busy={loading}>
      {projects.map((project) => (
        <li key={project._id}>{project.title}</li>
      ))}
    </ol>
  );
}

const titles = () => screen.getAllByRole('listitem').map((item) => item.textContent);

/** The record the server would publish for the list with these filters. */
function publishRecord(filters: ProjectFilters, limit: number | undefined, ids: string[]): void {
  const _id = listPageKey(OPEN_PROJECTS, [openProjectsArgs(filters, limit)]);
  act(() => {
    ListPages._collection.upsert({ _id }, { _id, ids });
  });
}

/** A project the client holds, as a subscription would have brought it. */
const hold = (project: Project) => Projects._collection.insert({ ...project });

beforeEach(() => {
  Projects._collection.remove({});
  ListPages._collection.remove({});
  // Fields the server's selector would reject: closed, no text or skill that matches.
  for (const [_id, title] of [
    ['pRoJeCtA00000001', 'Alpha'],
    ['pRoJeCtB00000001', 'Bravo'],
    ['pRoJeCtC00000001', 'Charlie'],
  ]) {
    hold(fakeProject({ _id, title, status: 'closed', skills: [], publishedAt: new Date('2026-01-01') }));
  }
});

describe('the open projects list on the client', () => {
  it('renders the record’s ids in order, whatever the filters say, and follows the record', () => {
    const filters: ProjectFilters = { text: 'kubernets', skills: ['cobol'] };
    render(<Titles filters={filters} limit={20} />);
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    publishRecord(filters, 20, ['pRoJeCtC00000001', 'pRoJeCtA00000001']);
    expect(titles()).toEqual(['Charlie', 'Alpha']);
    // A write re-orders the list on the server, another brings a third project in.
    publishRecord(filters, 20, ['pRoJeCtA00000001', 'pRoJeCtB00000001', 'pRoJeCtC00000001']);
    expect(titles()).toEqual(['Alpha', 'Bravo', 'Charlie']);
    // A document the client does not hold yet is left out until it arrives.
    publishRecord(filters, 20, ['pRoJeCtZ00000001', 'pRoJeCtB00000001']);
    expect(titles()).toEqual(['Bravo']);
    act(() => {
      hold(fakeProject({ _id: 'pRoJeCtZ00000001', title: 'Zulu' }));
    });
    expect(titles()).toEqual(['Zulu', 'Bravo']);
  });

  it('keeps the last list shown while the list for new filters or a larger limit loads', () => {
    publishRecord({}, 1, ['pRoJeCtB00000001']);
    const { rerender } = render(<Titles filters={{}} limit={1} />);
    expect(titles()).toEqual(['Bravo']);
    rerender(<Titles filters={{}} limit={2} />);
    expect(titles()).toEqual(['Bravo']);
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    publishRecord({}, 2, ['pRoJeCtB00000001', 'pRoJeCtA00000001']);
    expect(titles()).toEqual(['Bravo', 'Alpha']);
    rerender(<Titles filters={{ country: 'DE' }} limit={2} />);
    expect(titles()).toEqual(['Bravo', 'Alpha']);
    publishRecord({ country: 'DE' }, 2, []);
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('shows a server-rendered page’s projects in their order until the subscription is ready', () => {
    const rendered = [fakeProject({ _id: 'pRoJeCtY00000001', title: 'Yankee' }), fakeProject({ _id: 'pRoJeCtX00000001', title: 'X-ray' })];
    const data = { [pageDataKey(OPEN_PROJECTS, [openProjectsArgs({}, 20)])]: rendered };
    render(
      <PageDataProvider data={data}>
        <Titles filters={{}} limit={20} />
      </PageDataProvider>,
    );
    expect(titles()).toEqual(['Yankee', 'X-ray']);
  });

  it('keeps a server-rendered page’s projects shown when more are asked for before the subscription is ready', () => {
    const rendered = [fakeProject({ _id: 'pRoJeCtY00000001', title: 'Yankee' }), fakeProject({ _id: 'pRoJeCtX00000001', title: 'X-ray' })];
    const data = { [pageDataKey(OPEN_PROJECTS, [openProjectsArgs({}, 20)])]: rendered };
    const { rerender } = render(
      <PageDataProvider data={data}>
        <Titles filters={{}} limit={20} />
      </PageDataProvider>,
    );
    const first = screen.getAllByRole('listitem')[0];
    // "Load more" on a slow connection: the larger list loads, the rendered one stays (not a
    // loading state that would unmount the cards the visitor is looking at).
    rerender(
      <PageDataProvider data={data}>
        <Titles filters={{}} limit={25} />
      </PageDataProvider>,
    );
    expect(titles()).toEqual(['Yankee', 'X-ray']);
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('listitem')[0]).toBe(first);
  });
});
