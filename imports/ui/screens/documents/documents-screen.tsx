// My Documents: the person's documents (NDAs for projects and the like, each naming its project)
// with their status, those awaiting agreement first, each leading to its view. Live: an agreement in another tab moves the
// row at once.
import { Link } from 'react-router';
import { PEOPLE_DOCUMENT_STATUSES } from '../../../api/people-documents/schema';
import { paths } from '../../app/paths';
import { DocumentProject } from '../../components/documents/document-project';
import { DataTable } from '../../components/page/data-table';
import { PageLayout } from '../../components/page/page-layout';
import { StatusBadge, type StatusTone } from '../../components/page/status-badge';
import { EmptyState } from '../../components/page/view-states';
import { type ListedDocument, useMyDocuments } from './use-my-documents';
import { lazyDateFormat } from '../../lib/date-format';

const DATE = lazyDateFormat({ dateStyle: 'medium' });
const TONES: Record<string, StatusTone> = { '2': 'warning', '3': 'success', '4': 'neutral' };

function statusLabel(status: string): string {
  return PEOPLE_DOCUMENT_STATUSES.find((item) => item.value === status)?.label ?? status;
}

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
  { key: 'status', header: 'Status', cell: (doc: ListedDocument) => <StatusBadge label={statusLabel(doc.status)} tone={TONES[doc.status] ?? 'neutral'} /> },
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
