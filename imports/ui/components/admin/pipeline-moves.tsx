// The status moves of a pipeline table (applications, requests): an Action column with a Move
// button per row and the move dialog for the row being moved, and, where the pipeline has
// conversations, a Messages button with the row's unread count that opens its conversation. The
// table declares the pipeline (its statuses, transition table, dialog words and the method
// call); AdminTable adds the rest.
import { useTracker } from 'meteor/react-meteor-data';
import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ThreadKind } from '../../../api/conversations/threads';
import { ConversationDialog } from '../conversation/conversation-dialog';
import { useThreadSummaries, useUnreadCount } from '../conversation/thread-summaries';
import type { Column } from '../page/data-table';
import type { StatusKind } from '../page/status-kinds';
import { PipelineMoveDialog } from './status-move-dialog';

export interface MovableRow {
  _id: string;
  status: string;
  statusHistory: ReadonlyArray<{ status: string; at: Date; note?: string }>;
}

export interface PipelineMoves<Row extends MovableRow> {
  /** The dialog's title: "Move application". */
  title: string;
  /** Whose statuses the rows have (status-kinds.tsx). */
  kind: StatusKind;
  /** Where an admin may move a row from `status` (the pipeline's transition table). */
  next(status: string): readonly string[];
  /** Who reads the note: 'candidate', 'customer' (status-move-dialog.tsx words it). */
  noteReader: string;
  /** The Move button's accessible name for a row; read reactively, as it may name a person. */
  label(row: Row): string;
  /** Extra fields for the chosen status (the reason a request is closed). */
  extra?(status: string): ReactNode;
  move(row: Row, status: string, note: string): Promise<void>;
  /** The rows' conversations with their clients: the thread kind, a row's dialog title, who reads. */
  conversation?: { kind: ThreadKind; title(row: Row): string; reader: string; available?(row: Row): boolean };
}

function MoveButton<Row extends MovableRow>({ row, moves, onClick }: { row: Row; moves: PipelineMoves<Row>; onClick(): void }) {
  const label = useTracker(() => moves.label(row), [row, moves]);
  return (
    <Button size="sm" variant="outline-primary" onClick={onClick} aria-label={label}>
      <FormattedMessage id="admin-pipeline.move.submit" />
    </Button>
  );
}

function MessagesButton<Row extends MovableRow>({ row, moves, onClick }: { row: Row; moves: PipelineMoves<Row>; onClick(): void }) {
  const kind = moves.conversation?.kind ?? 'request';
  const unread = useUnreadCount(kind, row._id, 'agency');
  const title = useTracker(() => moves.conversation?.title(row) ?? '', [row, moves]);
  const intl = useIntl();
  const label = unread > 0 ? intl.formatMessage({ id: 'admin-pipeline.conversation.unreadLabel' }, { title, count: unread }) : title;
  return (
    <Button size="sm" variant={unread > 0 ? 'danger' : 'outline-secondary'} onClick={onClick} aria-label={label}>
      {unread > 0 ? <FormattedMessage id="admin-pipeline.conversation.unread" values={{ count: unread }} /> : <FormattedMessage id="admin-pipeline.conversation.button" />}
    </Button>
  );
}

/** The Action column and the open dialog of a table's moves; nothing for a table without them. */
export function usePipelineMoves<Row extends MovableRow>(moves: PipelineMoves<Row> | undefined, rows: readonly Row[]): { column?: Column<Row>; dialog: ReactNode } {
  const [moving, setMoving] = useState<Row | null>(null);
  const [talking, setTalking] = useState<Row | null>(null);
  const intl = useIntl();
  useThreadSummaries(moves?.conversation?.kind, rows.map((row) => row._id));
  if (!moves) return { dialog: null };
  const { conversation } = moves;
  const column: Column<Row> = {
    key: 'action',
    header: intl.formatMessage({ id: 'admin-pipeline.action' }),
    cell: (row) => (
      <div className="d-flex flex-wrap gap-1">
        <MoveButton row={row} moves={moves} onClick={() => setMoving(row)} />
        {conversation && (conversation.available?.(row) ?? true) && <MessagesButton row={row} moves={moves} onClick={() => setTalking(row)} />}
      </div>
    ),
  };
  const dialog = (
    <>
      {moving && <PipelineMoveDialog {...moves} item={moving} onMove={(status, note) => moves.move(moving, status, note)} onClose={() => setMoving(null)} />}
      {talking && conversation && (
        <ConversationDialog
          kind={conversation.kind}
          targetId={talking._id}
          title={conversation.title(talking)}
          label={intl.formatMessage({ id: 'admin-pipeline.conversation.button' })}
          reader={conversation.reader}
          onClose={() => setTalking(null)}
        />
      )}
    </>
  );
  return { column, dialog };
}
