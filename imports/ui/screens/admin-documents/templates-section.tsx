// The document templates, every version, grouped by type and language (newest version first):
// which one is active (new documents use it), activate an older or newer one, write a new version
// or a new template. Live: another admin's new version appears here at once.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import { DocumentTemplates } from '../../../api/document-templates/browser-collection';
import type { DocumentTemplate } from '../../../api/document-templates/schema';
import { type Column, DataTable } from '../../components/page/data-table';
import { StatusBadge } from '../../components/page/status-badge';
import { EmptyState } from '../../components/page/view-states';
import { useListLabel } from '../../i18n/use-list-label';
import { useCurrentAccount } from '../../lib/account-context';
import { TemplateFormDialog } from './template-form-dialog';

export function TemplatesSection() {
  const { callMethod } = useCurrentAccount();
  const listLabel = useListLabel();
  const isLoading = useSubscribe('documentTemplates.admin');
  const templates = useFind(() => DocumentTemplates.find({}, { sort: { type: 1, language: 1, version: -1 } }), []);
  const [editing, setEditing] = useState<DocumentTemplate | 'new' | null>(null);
  const [feedback, setFeedback] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);

  async function activate(template: DocumentTemplate) {
    try {
      await callMethod('documentTemplates.activate', template._id);
      setFeedback({ variant: 'success', text: `Version ${template.version} of “${template.title}” is active.` });
    } catch (failure) {
      setFeedback({ variant: 'danger', text: (failure as { reason?: string }).reason ?? 'The version could not be activated.' });
    }
  }

  const columns: Column<DocumentTemplate>[] = [
    {
      key: 'template',
      header: 'Template',
      cell: (row) => (
        <div className="text-break">
          <div>{row.title}</div>
          <div className="small text-body-secondary">
            {listLabel('documentTypes', row.type)} · {listLabel('languages', row.language)}
          </div>
        </div>
      ),
    },
    {
      key: 'version',
      header: 'Version',
      cell: (row) => (
        <div className="d-flex flex-column align-items-start gap-1">
          <span>Version {row.version}</span>
          {row.active ? <StatusBadge label="Active" tone="success" /> : <StatusBadge label="Inactive" />}
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <div className="d-flex flex-wrap gap-2">
          <Button size="sm" variant="outline-primary" onClick={() => setEditing(row)} aria-label={`New version of ${row.title}, ${listLabel('languages', row.language)}, from version ${row.version}`}>
            New version
          </Button>
          {!row.active && (
            <Button size="sm" variant="outline-success" onClick={() => void activate(row)} aria-label={`Activate version ${row.version} of ${row.title}, ${listLabel('languages', row.language)}`}>
              Activate
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="templates-heading" className="mb-5">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 id="templates-heading" className="h5 mb-0">
          Templates
        </h2>
        <Button size="sm" onClick={() => setEditing('new')}>
          New template
        </Button>
      </div>
      {feedback && (
        <Alert variant={feedback.variant} dismissible onClose={() => setFeedback(null)} role={feedback.variant === 'danger' ? 'alert' : 'status'}>
          {feedback.text}
        </Alert>
      )}
      <DataTable
        caption="Document templates"
        columns={columns}
        rows={templates}
        rowKey={(row) => row._id}
        loading={isLoading()}
        empty={<EmptyState title="No templates yet.">Write the first one, for example the NDA in English and German.</EmptyState>}
      />
      {editing && (
        <TemplateFormDialog
          base={editing === 'new' ? null : editing}
          onSaved={(text) => setFeedback({ variant: 'success', text })}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
