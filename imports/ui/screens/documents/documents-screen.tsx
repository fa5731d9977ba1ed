// My Documents: the person's documents (NDAs for projects and the like, each naming its project)
// with their status, those awaiting agreement first, each leading to its view. Live: an agreement in another tab moves the
// row at once.
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { DocumentProject } from '../../components/documents/document-project';
import { DataTable } from '../../components/page/data-table';
import { PageLayout } from '../../components/page/page-layout';
import { KindStatusBadge } from '../../components/page/status-kinds';
import { EmptyState } from '../../components/page/view-states';
import { type ListedDocument, useMyDocuments } from './use-my-documents';
import { lazyDateFormat } from '../../lib/date-format';

const DATE = lazyDateFormat({ dateStyle: 'medium' });

const columns = [
  {
    key: 'title',
    header: 'Document',
    cell: (doc: ListedDocument) => (
      <>
        <Link to={paths.document.href(doc._id)}>{doc.title ?? 'Document'}</Link>
        <DocumentProject projectId={doc.projectId} project={doc.project} className="small mb-0" />
      </>
    ),
  },
  { key: 'status', header: 'Status', cell: (doc: ListedDocument) => <KindStatusBadge kind="peopleDocument" status={doc.status} /> },
  {
    key: 'date',
    header: 'Agreed on',
    cell: (doc: ListedDocument) => (doc.agreement?.serverTime ? DATE.format(new Date(doc.agreement.serverTime)) : '—'),
  },
];

export default function DocumentsScreen() {
  const { loading, documents } = useMyDocuments();
  const awaiting = documents.filter((doc) => doc.status === '2').length;
  return (
    <PageLayout
      title="My Documents"
      width="medium"
      lead={awaiting > 0 ? `${awaiting} ${awaiting === 1 ? 'document awaits' : 'documents await'} your agreement.` : 'Agreements such as NDAs for projects.'}
    >
      <DataTable
        caption="Your documents"
        columns={columns}
        rows={documents}
        rowKey={(doc) => doc._id}
        loading={loading}
        empty={<EmptyState title="You have no documents yet.">When a project asks for an NDA, it appears here for you to read and agree to.</EmptyState>}
      />
    </PageLayout>
  );
}
