// One of the person's documents: the project it concerns, its text and, while it awaits
// agreement, the agreement form; once agreed, who agreed and when. Someone else's id reads as not found (the subscription only
// holds the person's own documents).
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import { Link, useParams } from 'react-router';
import { PeopleDocuments } from '../../../api/people-documents/browser-collection';
import { type MyDocument, PEOPLE_DOCUMENT_STATUSES } from '../../../api/people-documents/schema';
import { paths } from '../../app/paths';
import { AgreementForm } from '../../components/documents/agreement-form';
import { AgreementRecord } from '../../components/documents/agreement-record';
import { DocumentProject } from '../../components/documents/document-project';
import { DocumentText } from '../../components/documents/document-text';
import { PageLayout } from '../../components/page/page-layout';
import { StatusBadge } from '../../components/page/status-badge';
import { EmptyState, LoadingState } from '../../components/page/view-states';

export default function DocumentScreen() {
  const { documentId = '' } = useParams();
  const isLoading = useSubscribe('peopleDocuments.mine');
  const [document] = useFind(() => PeopleDocuments.find({ _id: documentId }, { limit: 1 }), [documentId]) as (MyDocument | undefined)[];
  const back = (
    <Link className="btn btn-outline-secondary" to={paths.documents.href()}>
      All my documents
    </Link>
  );
  if (!document) {
    return (
      <PageLayout title="Document" width="medium" actions={back}>
        {isLoading() ? <LoadingState /> : <EmptyState title="This document was not found.">It may have been withdrawn, or the link is incomplete.</EmptyState>}
      </PageLayout>
    );
  }
  const status = PEOPLE_DOCUMENT_STATUSES.find((item) => item.value === document.status)?.label ?? document.status;
  return (
    <PageLayout title={document.title ?? 'Document'} width="medium" actions={back} lead={<StatusBadge label={status} tone={document.status === '2' ? 'warning' : document.status === '3' ? 'success' : 'neutral'} />}>
      <DocumentProject projectId={document.projectId} project={document.project} />
      <DocumentText text={document.text ?? ''} label="Document text" />
      {document.agreement?.isAgreed ? (
        <AgreementRecord agreement={document.agreement} />
      ) : document.status === '2' ? (
        <section aria-labelledby="agree-heading" className="card">
          <div className="card-body">
            <h2 className="h5" id="agree-heading">
              Your agreement
            </h2>
            <AgreementForm document={document} />
          </div>
        </section>
      ) : (
        <p className="text-body-secondary">This document no longer asks for your agreement.</p>
      )}
    </PageLayout>
  );
}
