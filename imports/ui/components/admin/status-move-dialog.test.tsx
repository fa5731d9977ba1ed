import '../../testing/cleanup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IntlWrapper } from '../../testing/intl-wrapper';
import { PipelineMoveDialog, StatusMoveDialog } from './status-move-dialog';

const show = (ui: ReactElement) => render(ui, { wrapper: IntlWrapper });
const history = [{ label: 'Submitted', at: new Date('2026-05-01T10:00:00Z') }];

describe('StatusMoveDialog', () => {
  it('offers only the given statuses and sends the chosen one with the note', async () => {
    const onMove = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    show(
      <StatusMoveDialog
        title="Move application"
        currentLabel="Submitted"
        history={history}
        options={[{ value: 'in-review', label: 'In review' }, { value: 'rejected', label: 'Rejected' }]}
        noteReader="candidate"
        onMove={onMove}
        onClose={onClose}
      />,
    );
    const select = screen.getByLabelText('Move to');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['In review', 'Rejected']);
    fireEvent.change(select, { target: { value: 'rejected' } });
    fireEvent.change(screen.getByLabelText('Note for the candidate (optional)'), { target: { value: '  Another expert was chosen. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onMove).toHaveBeenCalledWith('rejected', 'Another expert was chosen.');
  });

  it('keeps the dialog open with the server’s reason when the move is refused', async () => {
    const onClose = vi.fn();
    const onMove = vi.fn().mockRejectedValue(Object.assign(new Error('409'), { reason: 'An application cannot move from Rejected to In review' }));
    show(<StatusMoveDialog title="Move application" currentLabel="Submitted" history={history} options={[{ value: 'in-review', label: 'In review' }]} noteReader="candidate" onMove={onMove} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An application cannot move from Rejected to In review');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a closed item cannot move and offers no Move button', () => {
    show(<StatusMoveDialog title="Move request" currentLabel="Closed" history={history} options={[]} noteReader="the customer" onMove={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByText('This item is closed; its status cannot change any more.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
  });

  it('fills the dialog of a pipeline item from its status list and transition table', () => {
    const next = vi.fn((status: string) => (status === 'in-progress' ? (['closed'] as const) : []));
    const item = {
      status: 'in-progress' as const,
      statusHistory: [
        { status: 'new' as const, at: new Date('2026-05-01T10:00:00Z') },
        { status: 'in-progress' as const, at: new Date('2026-05-02T10:00:00Z'), note: 'Looking' },
      ],
    };
    show(<PipelineMoveDialog title="Move request" item={item} kind="request" next={next} noteReader="the customer" onMove={vi.fn()} onClose={vi.fn()} />);
    expect(next).toHaveBeenCalledWith('in-progress');
    expect(screen.getByText('In progress', { selector: 'strong' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((entry) => entry.textContent?.split(',')[0])).toEqual(['New', 'In progress']);
    expect([...(screen.getByLabelText('Move to') as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Closed']);
  });
});
