// "Best matches" on an admin's project: the published experts and the candidates the matching
// rules rank highest for this project, each with the reasons, filters to narrow the view, and
// "Ask to apply" (a notification with the project's link). It ranks and explains; the admin
// decides, and nobody is rejected by it.
import { useState } from 'react';
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
import { useIntl } from 'react-intl';

function MatchList({ title, rows, canAsk, onAsk, busy }: { title: string; rows: MatchRow[]; canAsk: boolean; onAsk(row: MatchRow): void; busy: boolean }) {
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
                {canAsk && row.userId && (
                  <Button size="sm" variant="outline-primary" className="ms-auto" disabled={busy} aria-label={text('admin-matching.askToApplyOf', { name: row.name })} onClick={() => onAsk(row)}>
                    {text('admin-matching.askToApply')}
                  </Button>
                )}
              </div>
              <MatchReasons reasons={row.reasons} label={text('admin-matching.reasonsOf', { name: row.name })} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function BestMatchesSection({ project }: { project: Project }) {
  const text = useText();
  const intl = useIntl();
  const { callMethod } = useCurrentAccount();
  const [filters, setFilters] = useState<MatchFilters>({});
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);
  // A project's edits change its matches: asked again whenever the document changes.
  const { value, error } = useMethodValue('matching.bestForProject', [project._id, filters], String(project.docInfo?.updatedAt?.getTime() ?? ''));
  const canAsk = project.status === 'open';
  const ask = async (row: MatchRow) => {
    if (!row.userId) return;
    setBusy(true);
    try {
      await callMethod('matching.askToApply', project._id, row.userId);
      setFeedback({ variant: 'success', text: text('admin-matching.asked', { name: row.name }) });
    } catch (failure) {
      setFeedback({ variant: 'danger', text: generalErrorMessage(failure, intl) });
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
        <MatchList title={text('admin-matching.candidates')} rows={value.candidates} canAsk={canAsk} onAsk={(row) => void ask(row)} busy={busy} />
        <MatchList title={text('admin-matching.experts')} rows={value.experts} canAsk={canAsk} onAsk={(row) => void ask(row)} busy={busy} />
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
      {feedback && <ActionNotice feedback={feedback} onClose={() => setFeedback(null)} />}
      {body}
    </SectionCard>
  );
}
