// My Documents: the person's documents (NDAs for projects and the like, each naming its project)
// with their status, those awaiting agreement first, each leading to its view. Live: an agreement in another tab moves the
// row at once.
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { paths } from '../../app/paths';
import { DocumentProject } from '../../components/documents/document-project';
import { type Column, DataTable } from '../../components/page/data-table';
import { PageLayout } from '../../components/page/page-layout';
import { KindStatusBadge } from '../../components/page/status-kinds';
import { EmptyState } from '../../components/page/view-states';
import { type ListedDocument, useMyDocuments } from './use-my-documents';
import { dateText } from '../../lib/localized-dates';

const columns = (intl: IntlShape): Column<ListedDocument>[] => [
  {
    key: 'title',
    header: intl.formatMessage({ id: 'documents.column.document' }),
    cell: (doc: ListedDocument) => (
      <>
        <Link to={paths.document.href(doc._id)}>{doc.title ?? intl.formatMessage({ id: 'documents.untitled' })}</Link>
        <DocumentProject projectId={doc.projectId} project={doc.project} className="small mb-0" />
      </>
    ),
  },
  { key: 'status', header: intl.formatMessage({ id: 'documents.column.status' }), cell: (doc: ListedDocument) => <KindStatusBadge kind="peopleDocument" status={doc.status} /> },
  {
    key: 'date',
    header: intl.formatMessage({ id: 'documents.column.agreedOn' }),
    cell: (doc: ListedDocument) => (doc.agreement?.serverTime ? dateText(intl, new Date(doc.agreement.serverTime), { dateStyle: 'medium' }) : '—'),
  },
];

export default function DocumentsScreen() {
  const intl = useIntl();
  const { loading, documents } = useMyDocuments();
  const awaiting = documents.filter((doc) => doc.status === '2').length;
  return (
    <PageLayout
      title={intl.formatMessage({ id: 'documents.title' })}
      width="medium"
      lead={intl.formatMessage({ id: awaiting > 0 ? 'documents.awaiting' : 'documents.lead' }, { count: awaiting })}
    >
      <DataTable
        caption={intl.formatMessage({ id: 'documents.caption' })}
        columns={columns(intl)}
        rows={documents}
        rowKey={(doc) => doc._id}
        loading={loading}
        empty={
          <EmptyState title={intl.formatMessage({ id: 'documents.empty.title' })}>
            <FormattedMessage id="documents.empty.text" />
          </EmptyState>
        }
      />
    </PageLayout>
  );
}
