// The agreement record of one document (naming the project an NDA covers), every field of it as
// stored (spec §3's agreement object plus the SHA-256 of the agreed text), and whether that hash
// matches the document's own text hash. The screenshot, when there is one, stays on the server (evidence, up to 2 MB).
// Moments show as stored (ISO, UTC) with the admin's reading of them beside.
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage } from 'react-intl';
import type { Agreement, PeopleDocument } from '../../../api/people-documents/schema';
import type { MessageId } from '../../../i18n/message-ids';
import { type AdminDates, useAdminDates } from '../../components/admin/admin-dates';
import { type TextOf, useText } from '../../components/admin/use-text';
import { RowProject } from './row-project';

const when = (dates: AdminDates, date: Date | undefined) => (date ? `${date.toISOString()} (${dates.moment(date)})` : '—');

type Shown = (agreement: Agreement, text: TextOf, dates: AdminDates) => string;

const FIELDS: ReadonlyArray<[keyof Agreement, MessageId, Shown]> = [
  ['isAgreed', 'admin-documents.record.isAgreed', (a, text) => text(a.isAgreed ? 'admin-documents.record.yes' : 'admin-documents.record.no')],
  ['serverTime', 'admin-documents.record.serverTime', (a, _, dates) => when(dates, a.serverTime)],
  ['clientTime', 'admin-documents.record.clientTime', (a, _, dates) => when(dates, a.clientTime)],
  ['clickedAt', 'admin-documents.record.clickedAt', (a, _, dates) => when(dates, a.clickedAt)],
  ['userName', 'admin-documents.record.userName', (a) => a.userName],
  ['email', 'admin-documents.record.email', (a) => a.email],
  ['engineUserId', 'admin-documents.record.engineUserId', (a) => a.engineUserId],
  ['company', 'admin-documents.record.company', (a) => a.company ?? '—'],
  ['companyIdNo', 'admin-documents.record.companyIdNo', (a) => a.companyIdNo ?? '—'],
  ['address', 'admin-documents.record.address', (a) => a.address ?? '—'],
  ['ipAddress', 'admin-documents.record.ipAddress', (a) => a.ipAddress ?? '—'],
  ['userAgent', 'admin-documents.record.userAgent', (a) => a.userAgent ?? '—'],
  ['url', 'admin-documents.record.url', (a) => a.url ?? '—'],
  ['textSha256', 'admin-documents.record.textSha256', (a) => a.textSha256],
];

export function AgreementDialog({ document, onClose }: { document: PeopleDocument; onClose(): void }) {
  const titleId = useId();
  const text = useText();
  const dates = useAdminDates();
  const agreement = document.agreement;
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={text('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          <FormattedMessage id="admin-documents.record.title" values={{ title: document.title ?? text('admin-documents.record.document') }} />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <RowProject projectId={document.projectId} />
        {!agreement ? (
          <p>
            <FormattedMessage id="admin-documents.record.notAgreed" />
          </p>
        ) : (
          <>
            <dl className="row mb-2" data-testid="agreement-record">
              {FIELDS.map(([key, label, show]) => (
                <div key={key} className="col-12 d-sm-flex border-bottom py-1">
                  <dt className="me-sm-3" style={{ minWidth: '12rem' }}>
                    <FormattedMessage id={label} />
                  </dt>
                  <dd className="mb-0 text-break font-monospace small" data-field={key}>
                    {show(agreement, text, dates)}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mb-1">
              <FormattedMessage id={document.textSha256 === agreement.textSha256 ? 'admin-documents.record.hashMatches' : 'admin-documents.record.hashDiffers'} />
            </p>
            <p className="small text-body-secondary mb-0">
              <FormattedMessage id="admin-documents.record.version" values={{ version: document.templateVersion ?? '—', changed: when(dates, document.textLastModified) }} />
            </p>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
