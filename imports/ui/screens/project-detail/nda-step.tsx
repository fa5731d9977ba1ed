// The NDA step of applying to a project that requires one. Viewing the project makes nothing: the
// candidate's NDA document for it is made (by `peopleDocuments.projectNda`) only when they click
// Apply, so the header badge counts it from then on; its text and the agreement form follow, and
// once agreed (here, in My Documents or in another tab) the application form. A document made
// earlier (an Apply in another tab, an admin's request) is shown at once, read from the live
// `peopleDocuments.mine`.
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from '../../app/routing';
import { PeopleDocuments } from '../../../api/people-documents/browser-collection';
import { AWAITING_AGREEMENT } from '../../../api/people-documents/schema';
import type { Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import { AgreementForm } from '../../components/documents/agreement-form';
import { DocumentText } from '../../components/documents/document-text';
import { ErrorState, LoadingState } from '../../components/page/view-states';
import { generalErrorMessage } from '../../forms/schema-errors';
import { useCurrentAccount } from '../../lib/account-context';
import { FormattedMessage, useIntl } from 'react-intl';

const AGREED = '3';

type Request = { phase: 'idle' } | { phase: 'requesting' } | { phase: 'failed'; reason: string };

export function NdaStep({ project, children }: { project: Project; children: ReactNode }) {
  const { callMethod, userId } = useCurrentAccount();
  const intl = useIntl();
  const [request, setRequest] = useState<Request>({ phase: 'idle' });
  const isLoading = useSubscribe('peopleDocuments.mine');
  // The agreed one first: an agreed NDA lets the candidate apply whatever else exists.
  const [document] = useFind(
    () => PeopleDocuments.find({ engineUserId: userId ?? '', projectId: project._id, type: 'nda', status: { $in: [AWAITING_AGREEMENT, AGREED] } }, { sort: { status: -1 }, limit: 1 }),
    [userId, project._id],
  );
  const apply = () => {
    setRequest({ phase: 'requesting' });
    // The document arrives through the subscription; the answer only matters when it fails.
    callMethod('peopleDocuments.projectNda', project._id).catch((error: unknown) => setRequest({ phase: 'failed', reason: generalErrorMessage(error, intl) }));
  };

  if (document?.status === AGREED) {
    return (
      <>
        <p className="small text-success">
          <FormattedMessage id="projectDetail.nda.agreed" values={{ link: (chunks) => <Link to={paths.document.href(document._id)}>{chunks}</Link> }} />
        </p>
        {children}
      </>
    );
  }
  if (document) {
    return (
      <div data-testid="nda-step">
        <p>
          <FormattedMessage id="projectDetail.nda.step" values={{ strong: (chunks) => <strong>{chunks}</strong> }} />
        </p>
        <DocumentText text={document.text ?? ''} label={intl.formatMessage({ id: 'projectDetail.nda.document' })} />
        <AgreementForm document={document} submitLabel={intl.formatMessage({ id: 'projectDetail.nda.agree' })} />
      </div>
    );
  }
  if (isLoading()) return <LoadingState />;
  if (request.phase === 'failed') {
    return <ErrorState title={<FormattedMessage id="projectDetail.nda.failed" />} reason={request.reason} onRetry={apply} />;
  }
  if (request.phase === 'requesting') return (
      <LoadingState>
        <FormattedMessage id="projectDetail.nda.preparing" />
      </LoadingState>
    );
  return (
    <>
      <p>
        <FormattedMessage id="projectDetail.nda.intro" />
      </p>
      <Button className="w-100" onClick={apply}>
        <FormattedMessage id="projectDetail.nda.apply" />
      </Button>
    </>
  );
}
