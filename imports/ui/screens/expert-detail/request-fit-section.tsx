// "How this expert fits your open requests", for a signed-in customer (or admin) on an expert's
// page: each open request of their company, and their own sent without one, that names what the
// experts need, with its score and reasons (`matching.fitForMyRequests`, worked out on the server,
// which alone may read the company's requests). Loaded on its own with the `app` messages, so a
// visitor's page never downloads it. Asked again when one of the caller's own requests changes
// (one sent from this page's dialog shows at once); a colleague's new request on the next visit.
import { useFind } from 'meteor/react-meteor-data';
import { FormattedMessage, useIntl } from 'react-intl';
import { Requests } from '../../../api/requests/browser-collection';
import { FitSummary } from '../../components/matching/fit-summary';
import { useMethodValue } from '../../components/page/use-method-value';
import { useCurrentAccount } from '../../lib/account-context';
import { useSubscribe } from '../../lib/subscriptions';

export interface RequestFitSectionProps {
  peopleId: string;
  firstName: string;
}

/** Changes whenever one of the caller's own requests is sent, moved or cancelled. */
function useOwnRequestsKey(userId: string | null): string {
  useSubscribe(userId ? 'requests.mine' : null);
  const requests = useFind(() => Requests.find({ userId: userId ?? '' }, { fields: { status: 1 }, sort: { _id: 1 } }), [userId]);
  return requests.map((request) => `${request._id}:${request.status}`).join(',');
}

export default function RequestFitSection({ peopleId, firstName }: RequestFitSectionProps) {
  const intl = useIntl();
  const { userId } = useCurrentAccount();
  const { value } = useMethodValue('matching.fitForMyRequests', [peopleId], useOwnRequestsKey(userId));
  if (!value || value.length === 0) return null;
  return (
    <section className="card mb-3" aria-labelledby="request-fit-heading" data-testid="request-fit">
      <div className="card-body">
        <h2 className="h5" id="request-fit-heading">
          <FormattedMessage id="myRequests.fit.title" />
        </h2>
        <p className="small text-body-secondary">
          <FormattedMessage id="myRequests.fit.lead" values={{ firstName }} />
        </p>
        <ul className="list-unstyled mb-0" aria-label={intl.formatMessage({ id: 'myRequests.fit.listLabel' })}>
          {value.map((fit) => (
            <li key={fit.requestId} className="border-top pt-3 mt-3" data-testid="request-fit-item">
              <h3 className="h6 fw-bold text-break">{fit.name}</h3>
              <FitSummary result={fit} headingLevel={4} of={fit.name} subject="request" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
