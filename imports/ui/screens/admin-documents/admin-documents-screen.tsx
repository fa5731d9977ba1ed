// Documents: the templates (versions in English, German and more), asking people to agree to
// one, and who agreed when, with the agreement record and its text hash.
import { AdminPage } from '../../components/page/admin-page';
import { AssignSection } from './assign-section';
import { DocumentsTable } from './documents-table';
import { TemplatesSection } from './templates-section';

export default function AdminDocumentsScreen() {
  return (
    <AdminPage section="documents" title="Documents" lead="Templates people agree to, who was asked, and the record of each agreement.">
      <TemplatesSection />
      <AssignSection />
      <DocumentsTable />
    </AdminPage>
  );
}
