// The requests pipeline: customers' and visitors' requests for experts, live, newest first,
// filtered by status, 20 a page. Move offers only what requests/status.ts allows; closing asks
// for the reason. The customer sees each move in the history of My Requests. A closed request's
// row says why: the reason, and the note written when it was closed (a customer's cancel reason).
// Messages opens the conversation with the customer's company (a visitor's request has none:
// visitors are answered by e-mail). What the experts need (skills, languages, rate), when the
// sender said, follows the message, worded as on a project.
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import { ChoiceOptions } from '../../components/page/choice-filter';
import { Requests } from '../../../api/requests/browser-collection';
import { type ExpertRequest, REQUEST_CLOSE_REASONS, type RequestCloseReason, type RequestStatus } from '../../../api/requests/schema';
import { nextRequestStatuses } from '../../../api/requests/status';
import { PersonCell } from '../../components/admin/person-cell';
import { LanguageRequirements } from '../../components/projects/language-requirements';
import { ProjectRate } from '../../components/projects/project-rate';
import { SkillBadges } from '../../components/projects/skill-badges';
import type { PipelineMoves } from '../../components/admin/pipeline-moves';
import { useText } from '../../components/admin/use-text';
import { AdminPage } from '../../components/page/admin-page';
import { AdminTable } from '../../components/page/admin-table';
import type { Column } from '../../components/page/data-table';
import { statusColumn, useStatusOptions } from '../../components/page/status-kinds';
import { useCurrentAccount } from '../../lib/account-context';
import type { MessageId } from '../../../i18n/message-ids';

/** The back office's words for why a request closed (My Requests words them for the customer). */
const CLOSE_REASON_IDS = {
  filled: 'admin-pipeline.requests.reason.filled',
  'no-match': 'admin-pipeline.requests.reason.no-match',
  cancelled: 'admin-pipeline.requests.reason.cancelled',
  duplicate: 'admin-pipeline.requests.reason.duplicate',
  spam: 'admin-pipeline.requests.reason.spam',
} as const satisfies Record<RequestCloseReason, MessageId>;

/** A closed request's reason, and the note of the move that closed it (a customer's cancel reason). */
function ClosedWhy({ request }: { request: ExpertRequest }) {
  if (request.status !== 'closed') return null;
  const last = request.statusHistory[request.statusHistory.length - 1];
  const note = last?.status === 'closed' ? last.note : undefined;
  return (
    <>
      {request.closeReason && (
        <div className="small text-body-secondary">
          <FormattedMessage id={CLOSE_REASON_IDS[request.closeReason]} />
        </div>
      )}
      {note && (
        <div className="small text-break">
          <FormattedMessage id="admin-pipeline.requests.quoted" values={{ note }} />
        </div>
      )}
    </>
  );
}

function Sender({ request }: { request: ExpertRequest }) {
  if (request.userId) return <PersonCell userId={request.userId} />;
  return (
    <div className="text-break">
      <div>{request.contact?.name ?? <FormattedMessage id="admin-pipeline.requests.visitor" />}</div>
      <div className="small text-body-secondary">
        {[request.contact?.company, request.contact?.email, request.contact?.phone].filter(Boolean).join(' · ')}
      </div>
    </div>
  );
}

/** What the experts need, each part on its line with its name; nothing when the sender named none. */
function Needs({ request }: { request: ExpertRequest }) {
  const text = useText();
  const { skills, languages, rate } = request;
  if (!skills?.length && !languages?.length && !rate) return null;
  return (
    <dl className="small mt-1 mb-0" data-testid="request-needs">
      {skills?.length ? (
        <>
          <dt className="fw-normal text-body-secondary">{text('admin-pipeline.requests.skills')}</dt>
          <dd className="mb-1">
            <SkillBadges skills={skills} label={text('admin-pipeline.requests.skills')} />
          </dd>
        </>
      ) : null}
      {languages?.length ? (
        <>
          <dt className="fw-normal text-body-secondary">{text('admin-pipeline.requests.languages')}</dt>
          <dd className="mb-1">
            <LanguageRequirements languages={languages} inline />
          </dd>
        </>
      ) : null}
      {rate && (
        <>
          <dt className="fw-normal text-body-secondary">{text('admin-pipeline.requests.rate')}</dt>
          <dd className="mb-1">
            <ProjectRate rate={rate} />
          </dd>
        </>
      )}
    </dl>
  );
}

function RequestCell({ row }: { row: ExpertRequest }) {
  const text = useText();
  return (
    <>
      <Sender request={row} />
      <div className="small mt-1 text-break">
        <FormattedMessage
          id="admin-pipeline.requests.summary"
          values={{
            title: row.title ?? text('admin-pipeline.requests.untitled'),
            count: row.expertsWanted,
            message: row.message.length > 160 ? `${row.message.slice(0, 160)}…` : row.message,
            strong: (chunks) => <strong>{chunks}</strong>,
          }}
        />
      </div>
      <Needs request={row} />
    </>
  );
}

function CloseReasonField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const id = useId();
  const text = useText();
  const reasons = REQUEST_CLOSE_REASONS.map((reason) => ({ value: reason.value, label: text(CLOSE_REASON_IDS[reason.value]) }));
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>
        <FormattedMessage id="admin-pipeline.requests.closeReason" />
      </Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
        <ChoiceOptions options={reasons} />
      </Form.Select>
    </Form.Group>
  );
}

export default function AdminRequestsScreen() {
  const { callMethod } = useCurrentAccount();
  const [closeReason, setCloseReason] = useState<string>(REQUEST_CLOSE_REASONS[0].value);
  const text = useText();
  const statuses = useStatusOptions('request');
  const columns: Column<ExpertRequest>[] = [
    { key: 'request', header: text('admin-pipeline.requests.request'), cell: (row) => <RequestCell row={row} /> },
    statusColumn('request', (row) => <ClosedWhy request={row} />),
  ];
  const moves: PipelineMoves<ExpertRequest> = {
    title: text('admin-pipeline.requests.moveTitle'),
    kind: 'request',
    next: (status) => nextRequestStatuses(status as RequestStatus, 'admin'),
    noteReader: 'customer',
    label: (row) => text('admin-pipeline.requests.moveLabel', { title: row.title ?? row.message.slice(0, 40) }),
    extra: (status) => (status === 'closed' ? <CloseReasonField value={closeReason} onChange={setCloseReason} /> : null),
    conversation: {
      kind: 'request',
      title: (row) => text('admin-pipeline.requests.messagesTitle', { title: row.title ?? row.message.slice(0, 40) }),
      reader: text('admin-pipeline.requests.reader'),
      available: (row) => Boolean(row.userId),
    },
    move: async (row, status, note) => {
      await callMethod('requests.move', row._id, status as RequestStatus, ...(status === 'closed' ? [closeReason as RequestCloseReason] : [undefined]), ...(note ? [note] : []));
    },
  };
  return (
    <AdminPage section="requests" title={text('admin-pipeline.requests.title')} lead={text('admin-pipeline.requests.lead')}>
      <AdminTable
        publication="requests.adminPage" collection={Requests} filters={[{ name: 'status', label: text('admin-pipeline.status'), options: statuses }]}
        columns={columns} moves={moves} caption={text('admin-pipeline.requests.title')} filtersLabel={text('admin-pipeline.requests.filters')} found="admin-pipeline.requests.found"
        empty={{ filtered: text('admin-pipeline.requests.emptyFiltered'), none: text('admin-pipeline.requests.empty'), hint: text('admin-pipeline.requests.emptyHint') }}
      />
    </AdminPage>
  );
}
