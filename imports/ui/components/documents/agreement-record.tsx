// Who agreed to a document and when, as the server recorded it.
import type { Agreement } from '../../../api/people-documents/schema';
import { FormattedMessage, useIntl } from 'react-intl';
import { dateText } from '../../lib/localized-dates';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

export function AgreementRecord({ agreement }: { agreement: Agreement }) {
  const intl = useIntl();
  return (
    <div className="alert alert-success" role="status" data-testid="agreement-record">
      <p className="mb-1 fw-semibold">
        <FormattedMessage
          id="documents.agreedBy"
          values={{ name: agreement.userName, email: agreement.email, date: dateText(intl, new Date(agreement.serverTime), WHEN) }}
        />
      </p>
      {(agreement.company || agreement.companyIdNo || agreement.address) && (
        <p className="mb-0 small">{[agreement.company, agreement.companyIdNo && intl.formatMessage({ id: 'documents.companyIdNo' }, { number: agreement.companyIdNo }), agreement.address].filter(Boolean).join(', ')}</p>
      )}
    </div>
  );
}
