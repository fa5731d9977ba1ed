// The agreement record of one document (naming the project an NDA covers), every field of it as
// stored (spec §3's agreement object plus the SHA-256 of the agreed text), and whether that hash
// matches the document's own text hash. The screenshot, when there is one, stays on the server (evidence, up to 2 MB).
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { Agreement, PeopleDocument } from '../../../api/people-documents/schema';
import { dayTimeText } from '../../lib/day-text';
import { RowProject } from './row-project';

const when = (date: Date | undefined) => (date ? `${date.toISOString()} (${dayTimeText(date)})` : '—');

const FIELDS: ReadonlyArray<[keyof Agreement, string, (agreement: Agreement) => string]> = [
  ['isAgreed', 'Agreed', (a) => (a.isAgreed ? 'Yes' : 'No')],
  ['serverTime', 'Server time', (a) => when(a.serverTime)],
  ['clientTime', 'Time on their device', (a) => when(a.clientTime)],
  ['clickedAt', 'Clicked at', (a) => when(a.clickedAt)],
  ['userName', 'Name', (a) => a.userName],
  ['email', 'E-mail', (a) => a.email],
  ['engineUserId', 'Account ID', (a) => a.engineUserId],
  ['company', 'Company', (a) => a.company ?? '—'],
  ['companyIdNo', 'Company ID number', (a) => a.companyIdNo ?? '—'],
  ['address', 'Address', (a) => a.address ?? '—'],
  ['ipAddress', 'IP address', (a) => a.ipAddress ?? '—'],
  ['userAgent', 'Browser', (a) => a.userAgent ?? '—'],
  ['url', 'Page', (a) => a.url ?? '—'],
  ['textSha256', 'SHA-256 of the agreed text', (a) => a.textSha256],
];

export function AgreementDialog({ document, onClose }: { document: PeopleDocument; onClose(): void }) {
  const titleId = useId();
  const agreement = document.agreement;
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          Agreement record: {document.title ?? 'Document'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <RowProject projectId={document.projectId} />
        {!agreement ? (
          <p>Not agreed yet.</p>
        ) : (
          <>
            <dl className="row mb-2" data-testid="agreement-record">
              {FIELDS.map(([key, label, show]) => (
                <div key={key} className="col-12 d-sm-flex border-bottom py-1">
                  <dt className="me-sm-3" style={{ minWidth: '12rem' }}>
                    {label}
                  </dt>
                  <dd className="mb-0 text-break font-monospace small" data-field={key}>
                    {show(agreement)}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mb-1">
              {document.textSha256 === agreement.textSha256
                ? 'The hash matches the text stored with the document: this is the text they agreed to.'
                : 'The hash does not match the text stored with the document.'}
            </p>
            <p className="small text-body-secondary mb-0">
              Template version {document.templateVersion ?? '—'}; text last changed {when(document.textLastModified)}.
            </p>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
