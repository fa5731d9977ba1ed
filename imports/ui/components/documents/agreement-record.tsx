// Who agreed to a document and when, as the server recorded it.
import type { Agreement } from '../../../api/people-documents/schema';
import { lazyDateFormat } from '../../lib/date-format';

const WHEN = lazyDateFormat({ dateStyle: 'long', timeStyle: 'short' });

export function AgreementRecord({ agreement }: { agreement: Agreement }) {
  return (
    <div className="alert alert-success" role="status" data-testid="agreement-record">
      <p className="mb-1 fw-semibold">
        Agreed by {agreement.userName} ({agreement.email}) on {WHEN.format(new Date(agreement.serverTime))}.
      </p>
      {(agreement.company || agreement.companyIdNo || agreement.address) && (
        <p className="mb-0 small">{[agreement.company, agreement.companyIdNo && `ID ${agreement.companyIdNo}`, agreement.address].filter(Boolean).join(', ')}</p>
      )}
    </div>
  );
}
