import '../../testing/cleanup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Mongo } from 'meteor/mongo';
import { useLocation } from '../../app/routing';
import { MemoryRouter } from '../../testing/memory-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PipelineMoves } from '../admin/pipeline-moves';
import { IntlWrapper } from '../../testing/intl-wrapper';
import { AdminTable } from './admin-table';
import type { AdminPageName } from '../../lib/wire-api';

type Row = { _id: string; name: string; status: string; statusHistory: { status: string; at: Date }[] };

const page = vi.hoisted(() => ({
  calls: [] as { publication: string; filters: Record<string, unknown>; page: number }[],
  rows: [] as Row[],
  total: 0 as number | null,
  pageCount: 1,
}));

vi.mock('./use-admin-page', () => ({
  useAdminPage: (publication: string, _collection: unknown, filters: Record<string, unknown>, pageNumber: number) => {
    page.calls.push({ publication, filters, page: pageNumber });
    return { loading: false, rows: page.rows, total: page.total, pageCount: page.pageCount };
  },
}));

const STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'closed', label: 'Closed' },
] as const;

function Address() {
  return <span data-testid="address">{useLocation().search}</span>;
}

function renderTable(url: string, moves?: PipelineMoves<Row>) {
  return render(
    <MemoryRouter url={url}>
      <AdminTable<Row>
        // A name no server defines: the test renders without a server.
        publication={'things.adminPage' as AdminPageName}
        collection={{} as Mongo.Collection<Row>}
        filters={[
          { name: 'status', label: 'Status', options: STATUSES },
          { name: 'project', param: 'projectId', clearLabel: 'Show every project' },
        ]}
        found="admin-pipeline.requests.found"
        filtersLabel="Filter things"
        caption="Things"
        columns={[{ key: 'name', header: 'Name', cell: (row) => row.name }]}
        moves={moves}
        empty={{ filtered: 'No thing has this status.', none: 'No things yet.', hint: 'Things appear here when made.' }}
      />
      <Address />
    </MemoryRouter>,
    // The pipeline's Action column and move dialog (components/admin) speak through react-intl.
    { wrapper: IntlWrapper },
  );
}

const lastCall = () => page.calls[page.calls.length - 1];

beforeEach(() => {
  page.calls = [];
  page.rows = [{ _id: 'a', name: 'Ann', status: 'new', statusHistory: [{ status: 'new', at: new Date('2026-05-01T10:00:00Z') }] }];
  page.total = 41;
  page.pageCount = 3;
});

describe('AdminTable', () => {
  it('asks the publication for the address’s filters under their publication names, and the page', () => {
    renderTable('/t?status=closed&project=pRoJeCt2345678923&page=2');
    expect(lastCall()).toEqual({ publication: 'things.adminPage', filters: { status: 'closed', projectId: 'pRoJeCt2345678923' }, page: 2 });
    expect(screen.getByRole('status').textContent).toBe('41 requests found');
    expect(screen.getByRole('table', { name: 'Things' }).textContent).toContain('Ann');
  });

  it('changes a filter through its select and starts again at page 1', () => {
    renderTable('/t?page=2');
    const region = screen.getByRole('search', { name: 'Filter things' });
    expect(region.textContent).not.toContain('Show every project');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'new' } });
    expect(screen.getByTestId('address').textContent).toBe('?status=new');
    expect(lastCall()).toMatchObject({ filters: { status: 'new' }, page: 1 });
    fireEvent.click(screen.getByRole('button', { name: /Next page/ }));
    expect(screen.getByTestId('address').textContent).toBe('?status=new&page=2');
  });

  it('shows a linked filter only as the way back to every row', () => {
    renderTable('/t?project=pRoJeCt2345678923&status=new');
    fireEvent.click(screen.getByRole('button', { name: 'Show every project' }));
    expect(screen.getByTestId('address').textContent).toBe('?status=new');
    expect(lastCall().filters).toEqual({ status: 'new', projectId: undefined });
    expect(screen.queryByRole('button', { name: 'Show every project' })).toBeNull();
  });

  it('says why it is empty for the current filters, and ignores values the list does not know', () => {
    page.rows = [];
    page.total = 0;
    page.pageCount = 1;
    const { unmount } = renderTable('/t?status=closed');
    expect(screen.getByText('No thing has this status.')).toBeTruthy();
    unmount();
    // A linked filter alone is no choice: the table is just empty.
    renderTable('/t?status=bogus&project=pRoJeCt2345678923');
    expect(screen.getByText('No things yet.')).toBeTruthy();
    expect(lastCall().filters).toEqual({ status: undefined, projectId: 'pRoJeCt2345678923' });
  });

  it('adds an Action column whose Move opens the pipeline dialog and sends the move', async () => {
    const move = vi.fn().mockResolvedValue(undefined);
    renderTable('/t', { title: 'Move thing', kind: 'request', next: () => ['closed'], noteReader: 'the owner', label: (row) => `Move ${row.name}`, move });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Action']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Ann' }));
    expect(screen.getByRole('dialog', { name: 'Move thing' }).textContent).toContain('Current status: New');
    fireEvent.change(screen.getByLabelText('Note for the owner (optional)'), { target: { value: 'Done.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(move).toHaveBeenCalledWith(page.rows[0], 'closed', 'Done.');
  });
});
