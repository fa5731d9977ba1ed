// One of the person's documents: the project it concerns, its text and, while it awaits
// agreement, the agreement form; once agreed, who agreed and when. Someone else's id reads as not found (the subscription only
// holds the person's own documents). A document in another language than the reader's says so,
// and links to the person's copy in the reader's language when there is one (language-notice.tsx).
import { useFind } from 'meteor/react-meteor-data';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSubscribe } from '../../lib/subscriptions';
import { Link, useParams } from '../../app/routing';
import { PeopleDocuments } from '../../../api/people-documents/browser-collection';
import type { MyDocument, PeopleDocumentStatus } from '../../../api/people-documents/schema';
import type { MessageId } from '../../../i18n/message-ids';
import { paths } from '../../app/paths';
import { AgreementForm } from '../../components/documents/agreement-form';
import { AgreementRecord } from '../../components/documents/agreement-record';
import { DocumentProject } from '../../components/documents/document-project';
import { DocumentText } from '../../components/documents/document-text';
import { PageLayout } from '../../components/page/page-layout';
import { StatusBadge } from '../../components/page/status-badge';
import { EmptyState, LoadingState } from '../../components/page/view-states';
import { LanguageNotice } from './language-notice';
import { useVersionInLanguage } from './use-version-in-language';

const STATUS_LABELS: Record<PeopleDocumentStatus, MessageId> = {
  '1': 'documents.status.prepared',
  '2': 'documents.status.awaiting',
  '3': 'documents.status.agreed',
  '4': 'documents.status.withdrawn',
};

export default function DocumentScreen() {
  const intl = useIntl();
  const { documentId = '' } = useParams();
  const isLoading = useSubscribe('peopleDocuments.mine');
  const [document] = useFind(() => PeopleDocuments.find({ _id: documentId }, { limit: 1 }), [documentId]) as (MyDocument | undefined)[];
  const version = useVersionInLanguage(document, intl.locale);
  const back = (
    <Link className="btn btn-outline-secondary" to={paths.documents.href()}>
      <FormattedMessage id="documents.view.all" />
    </Link>
  );
  if (!document) {
    return (
      <PageLayout title={intl.formatMessage({ id: 'documents.untitled' })} width="medium" actions={back}>
        {isLoading() ? (
          <LoadingState />
        ) : (
          <EmptyState title={intl.formatMessage({ id: 'documents.view.notFound' })}>
            <FormattedMessage id="documents.view.notFoundText" />
          </EmptyState>
        )}
      </PageLayout>
    );
  }
  const status = STATUS_LABELS[document.status] ? intl.formatMessage({ id: STATUS_LABELS[document.status] }) : document.status;
  return (
    <PageLayout title={document.title ?? intl.formatMessage({ id: 'documents.untitled' })} width="medium" actions={back} lead={<StatusBadge label={status} tone={document.status === '2' ? 'warning' : document.status === '3' ? 'success' : 'neutral'} />}>
      <DocumentProject projectId={document.projectId} project={document.project} />
      <LanguageNotice document={document} version={version} />
      <DocumentText text={document.text ?? ''} label={intl.formatMessage({ id: 'documents.view.text' })} lang={document.language} />
      {document.agreement?.isAgreed ? (
        <AgreementRecord agreement={document.agreement} />
      ) : document.status === '2' ? (
        <section aria-labelledby="agree-heading" className="card">
          <div className="card-body">
            <h2 className="h5" id="agree-heading">
              <FormattedMessage id="documents.view.yourAgreement" />
            </h2>
            <AgreementForm document={document} />
          </div>
        </section>
      ) : (
        <p className="text-body-secondary">
          <FormattedMessage id="documents.view.noLongerAsks" />
        </p>
      )}
    </PageLayout>
  );
}
