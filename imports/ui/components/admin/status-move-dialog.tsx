// The dialog that moves a pipeline item (an application, a request) to its next status: the
// history so far, the statuses the transition table allows from here, a note the candidate or
// customer will read in their history, and whatever the item needs besides (a reason to close).
// The server decides; its refusal (an illegal or concurrent move) is shown in the dialog.
// PipelineMoveDialog fills it from the item, its status list and the transition table.
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ChoiceOptions } from '../page/choice-filter';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../../i18n/error-text';
import { type StatusKind, statusLabel } from '../page/status-kinds';
import { useAdminDates } from './admin-dates';

export interface HistoryEntry {
  label: string;
  at: Date;
  note?: string;
}

export interface StatusMoveDialogProps {
  title: string;
  currentLabel: string;
  history: HistoryEntry[];
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Who reads the note: 'candidate' or 'customer' (worded by the message), or already in words. */
  noteReader: string;
  /** Extra fields for the chosen status (e.g. the reason a request is closed). */
  extra?: (status: string) => ReactNode;
  onMove(status: string, note: string): Promise<void>;
  onClose(): void;
}

/** A history entry's note after its date: " — Looking". */
const dashed = (note: string) => ` — ${note}`;

export function StatusMoveDialog({ title, currentLabel, history, options, noteReader, extra, onMove, onClose }: StatusMoveDialogProps) {
  const [status, setStatus] = useState(options[0]?.value ?? '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { status: useId(), note: useId(), title: useId() };
  const intl = useIntl();
  const dates = useAdminDates();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onMove(status, note.trim());
      onClose();
    } catch (failure) {
      setError(errorText(intl, failure, 'admin-pipeline.move.error'));
      setSaving(false);
    }
  }

  return (
    <Modal show onHide={onClose} aria-labelledby={ids.title} centered>
      <Form onSubmit={submit}>
        <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
          <Modal.Title id={ids.title} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-2">
            <FormattedMessage id="admin-pipeline.move.current" values={{ status: currentLabel, strong: (chunks) => <strong>{chunks}</strong> }} />
          </p>
          <h3 className="h6">
            <FormattedMessage id="admin-pipeline.move.history" />
          </h3>
          <ol className="small ps-3">
            {history.map((entry, index) => (
              <li key={index}>
                <FormattedMessage id="admin-pipeline.move.historyEntry" values={{ status: entry.label, at: dates.moment(entry.at) }} />
                {entry.note && <span className="text-body-secondary">{dashed(entry.note)}</span>}
              </li>
            ))}
          </ol>
          {options.length === 0 ? (
            <p>
              <FormattedMessage id="admin-pipeline.move.closed" />
            </p>
          ) : (
            <>
              <Form.Group controlId={ids.status} className="mb-3">
                <Form.Label>
                  <FormattedMessage id="admin-pipeline.move.moveTo" />
                </Form.Label>
                <Form.Select value={status} onChange={(event) => setStatus(event.target.value)}>
                  <ChoiceOptions options={options} />
                </Form.Select>
              </Form.Group>
              {extra?.(status)}
              <Form.Group controlId={ids.note} className="mb-2">
                <Form.Label>
                  <FormattedMessage id="admin-pipeline.move.note" values={{ reader: noteReader }} />
                </Form.Label>
                <Form.Control as="textarea" rows={2} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
              </Form.Group>
            </>
          )}
          {error && (
            <Alert variant="danger" className="mb-0" role="alert">
              {error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          {options.length > 0 && (
            <Button type="submit" disabled={saving}>
              <FormattedMessage id={saving ? 'admin-pipeline.move.saving' : 'admin-pipeline.move.submit'} />
            </Button>
          )}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

interface Movable<S extends string> {
  status: S;
  statusHistory: ReadonlyArray<{ status: S; at: Date; note?: string }>;
}

export interface PipelineMoveDialogProps<S extends string> extends Omit<StatusMoveDialogProps, 'currentLabel' | 'history' | 'options'> {
  item: Movable<S>;
  /** Whose statuses (status-kinds.tsx): their words in the reader's language. */
  kind: StatusKind;
  /** Where an admin may move an item from `status` (the pipeline's transition table). */
  next(status: S): readonly S[];
}

/** The move dialog of a pipeline item: its status, history and next statuses in the list's words. */
export function PipelineMoveDialog<S extends string>({ item, kind, next, ...dialog }: PipelineMoveDialogProps<S>) {
  const intl = useIntl();
  const label = (status: string) => statusLabel(intl, kind, status);
  return (
    <StatusMoveDialog
      {...dialog}
      currentLabel={label(item.status)}
      history={item.statusHistory.map((entry) => ({ label: label(entry.status), at: entry.at, note: entry.note }))}
      options={next(item.status).map((status) => ({ value: status, label: label(status) }))}
    />
  );
}

