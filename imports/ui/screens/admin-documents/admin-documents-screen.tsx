// Documents: the templates (versions in English, German and more), asking people to agree to
// one, and who agreed when, with the agreement record and its text hash.
import { useText } from '../../components/admin/use-text';
import { AdminPage } from '../../components/page/admin-page';
import { AssignSection } from './assign-section';
import { DocumentsTable } from './documents-table';
import { TemplatesSection } from './templates-section';

export default function AdminDocumentsScreen() {
  const text = useText();
  return (
    <AdminPage section="documents" title={text('admin-documents.title')} lead={text('admin-documents.lead')}>
      <TemplatesSection />
      <AssignSection />
      <DocumentsTable />
    </AdminPage>
  );
}
