// The status moves of a pipeline table (applications, requests): an Action column with a Move
// button per row and the move dialog for the row being moved. The table declares the pipeline
// (its statuses, transition table, dialog words and the method call); AdminTable adds the rest.
import { useTracker } from 'meteor/react-meteor-data';
import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { ListItem } from '../../../api/common/lists/list-item';
import type { Column } from '../page/data-table';
import { PipelineMoveDialog } from './status-move-dialog';

export interface MovableRow {
  _id: string;
  status: string;
  statusHistory: ReadonlyArray<{ status: string; at: Date; note?: string }>;
}

export interface PipelineMoves<Row extends MovableRow> {
  /** The dialog's title: "Move application". */
  title: string;
  statuses: readonly ListItem[];
  /** Where an admin may move a row from `status` (the pipeline's transition table). */
  next(status: string): readonly string[];
  /** Who reads the note: "the candidate". */
  noteReader: string;
  /** The Move button's accessible name for a row; read reactively, as it may name a person. */
  label(row: Row): string;
  /** Extra fields for the chosen status (the reason a request is closed). */
  extra?(status: string): ReactNode;
  move(row: Row, status: string, note: string): Promise<void>;
}

function MoveButton<Row extends MovableRow>({ row, moves, onClick }: { row: Row; moves: PipelineMoves<Row>; onClick(): void }) {
  const label = useTracker(() => moves.label(row), [row, moves]);
  return (
    <Button size="sm" variant="outline-primary" onClick={onClick} aria-label={label}>
      Move
    </Button>
  );
}

/** The Action column and the open dialog of a table's moves; nothing for a table without them. */
export function usePipelineMoves<Row extends MovableRow>(moves: PipelineMoves<Row> | undefined): { column?: Column<Row>; dialog: ReactNode } {
  const [moving, setMoving] = useState<Row | null>(null);
  if (!moves) return { dialog: null };
  const column: Column<Row> = { key: 'action', header: 'Action', cell: (row) => <MoveButton row={row} moves={moves} onClick={() => setMoving(row)} /> };
  const dialog = moving && (
    <PipelineMoveDialog {...moves} item={moving} onMove={(status, note) => moves.move(moving, status, note)} onClose={() => setMoving(null)} />
  );
  return { column, dialog };
}
