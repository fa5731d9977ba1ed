// "Best matches" on an admin's project: the published experts and the candidates the matching
// rules rank highest for this project, each with the reasons, filters to narrow the view, and
// "Ask to apply" (a notification with the project's link), once per person and project: a row
// says "Asked <date>" instead once they were asked, and "Applied" for someone who applied. It
// ranks and explains; the admin decides, and nobody is rejected by it.
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { MatchFilters, MatchRow } from '../../../api/matching/match-rows';
import type { Project } from '../../../api/projects/schema';
import { useText } from '../../components/admin/use-text';
import { DebouncedInput } from '../../components/filters/debounced-input';
import { MatchReasons } from '../../components/matching/match-reasons';
import { ActionNotice, type Feedback } from '../../components/page/action-notice';
import { SectionCard } from '../../components/page/section-card';
import { ErrorState, LoadingState } from '../../components/page/view-states';
import { useMethodValue } from '../../components/page/use-method-value';
import { useCurrentAccount } from '../../lib/account-context';
import { generalErrorMessage } from '../../forms/schema-errors';
import { dayText } from '../../lib/day-text';
import { useIntl } from 'react-intl';

interface RowActionProps {
  row: MatchRow;
  /** When they were asked: the rows' record, or an ask this session made (or learnt of) since. */
  askedAt: Date | undefined;
  canAsk: boolean;
  busy: boolean;
  onAsk(row: MatchRow): void;
}

/** What a row offers: "Applied", "Asked <date>", or the button to ask. */
function RowAction({ row, askedAt, canAsk, busy, onAsk }: RowActionProps) {
  const text = useText();
  const { locale } = useIntl();
  if (!row.userId) return null;
  if (row.applied) return <span className="badge text-bg-success ms-auto">{text('admin-matching.applied')}</span>;
  if (askedAt) return <span className="badge text-bg-secondary ms-auto">{text('admin-matching.askedOn', { date: dayText(askedAt, locale) })}</span>;
  if (!canAsk) return null;
  return (
    <Button size="sm" variant="outline-primary" className="ms-auto" disabled={busy} aria-label={text('admin-matching.askToApplyOf', { name: row.name })} onClick={() => onAsk(row)}>
      {text('admin-matching.askToApply')}
    </Button>
  );
}

interface MatchListProps {
  title: string;
  rows: MatchRow[];
  asked: ReadonlyMap<string, Date>;
  canAsk: boolean;
  onAsk(row: MatchRow): void;
  busy: boolean;
}

function MatchList({ title, rows, asked, canAsk, onAsk, busy }: MatchListProps) {
  const text = useText();
  return (
    <section className="mb-3" aria-label={title}>
      <h3 className="h6">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-body-secondary">{text('admin-matching.none')}</p>
      ) : (
        <ol className="list-unstyled mb-0">
          {rows.map((row) => (
            <li key={`${row.kind}-${row.id}`} className="border rounded p-2 mb-2" data-testid="match-row">
              <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <strong>{row.name}</strong>
                <span className="badge text-bg-primary">{text('matching.score', { score: row.score })}</span>
                <RowAction row={row} askedAt={(row.userId && asked.get(row.userId)) || row.askedAt} canAsk={canAsk} busy={busy} onAsk={onAsk} />
              </div>
              <MatchReasons reasons={row.reasons} label={text('admin-matching.reasonsOf', { name: row.name })} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The date of the earlier ask a 409 "already asked" names (its details' `askedAt`, ms), else undefined. */
function askedAtOf(failure: unknown): Date | undefined {
  const details = (failure as { details?: { messageId?: unknown; askedAt?: unknown } } | null)?.details;
  return details?.messageId === 'errors.matching.alreadyAsked' && typeof details.askedAt === 'number' ? new Date(details.askedAt) : undefined;
}

export function BestMatchesSection({ project }: { project: Project }) {
  const text = useText();
  const intl = useIntl();
  const { callMethod } = useCurrentAccount();
  const [filters, setFilters] = useState<MatchFilters>({});
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);
  // The asked row's button gives way to "Asked <date>" (and is disabled meanwhile), so the focus
  // moves to the notice that says what became of the ask instead of falling to the page's start.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (feedback) notice.current?.focus();
  }, [feedback]);
  // Asks made (or found made) here since the rows were read: the rows are read again only when the project changes.
  const [asked, setAsked] = useState<ReadonlyMap<string, Date>>(new Map());
  const remember = (userId: string, askedAt: Date) => setAsked((before) => new Map(before).set(userId, askedAt));
  // A project's edits change its matches: asked again whenever the document changes.
  const { value, error } = useMethodValue('matching.bestForProject', [project._id, filters], String(project.docInfo?.updatedAt?.getTime() ?? ''));
  const canAsk = project.status === 'open';
  const ask = async (row: MatchRow) => {
    if (!row.userId) return;
    setBusy(true);
    try {
      const answer = await callMethod('matching.askToApply', project._id, row.userId);
      remember(row.userId, answer.askedAt);
      setFeedback({ variant: 'success', text: text('admin-matching.asked', { name: row.name }) });
    } catch (failure) {
      // Another admin asked first: the row shows when, and the notice says it with the reader's date.
      const askedBefore = askedAtOf(failure);
      if (askedBefore) remember(row.userId, askedBefore);
      const said = askedBefore ? text('errors.matching.alreadyAsked', { date: dayText(askedBefore, intl.locale) }) : generalErrorMessage(failure, intl);
      setFeedback({ variant: 'danger', text: said });
    } finally {
      setBusy(false);
    }
  };
  let body;
  if (error) body = <ErrorState title={text('admin-matching.title')} reason={error.message} />;
  else if (!value) body = <LoadingState />;
  else {
    body = (
      <>
        <MatchList title={text('admin-matching.candidates')} rows={value.candidates} asked={asked} canAsk={canAsk} onAsk={(row) => void ask(row)} busy={busy} />
        <MatchList title={text('admin-matching.experts')} rows={value.experts} asked={asked} canAsk={canAsk} onAsk={(row) => void ask(row)} busy={busy} />
      </>
    );
  }
  return (
    <SectionCard title={text('admin-matching.title')} headingId="best-matches" description={text('admin-matching.lead')}>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <Form.Group controlId="match-min-score" style={{ maxWidth: '10rem' }}>
          <Form.Label>{text('admin-matching.minScore')}</Form.Label>
          <DebouncedInput
            type="number"
            min={0}
            max={100}
            inputMode="numeric"
            value={filters.minScore?.toString() ?? ''}
            onCommit={(raw) => {
              const score = Math.round(Number(raw));
              setFilters({ ...filters, minScore: raw.trim() === '' || !Number.isFinite(score) ? undefined : Math.min(100, Math.max(0, score)) });
            }}
          />
        </Form.Group>
        <Form.Check id="match-only-available" label={text('admin-matching.onlyAvailable')} checked={filters.onlyAvailable === true} onChange={(event) => setFilters({ ...filters, onlyAvailable: event.target.checked || undefined })} />
        <Form.Check id="match-hide-failed" label={text('admin-matching.hideFailedHard')} checked={filters.hideFailedHard === true} onChange={(event) => setFilters({ ...filters, hideFailedHard: event.target.checked || undefined })} />
      </div>
      {!canAsk && <p className="small text-body-secondary">{text('admin-matching.askOpenOnly')}</p>}
      {feedback && (
        <div ref={notice} tabIndex={-1}>
          <ActionNotice feedback={feedback} onClose={() => setFeedback(null)} />
        </div>
      )}
      {body}
    </SectionCard>
  );
}
