// Writing a template: a new one (type, language, title, text), or a new version of an existing
// one (its title and text; saving a changed text adds version n+1 and makes it active, so what
// people already agreed to never changes). Validated with the server's own argument schemas.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useId } from 'react';
import type { DocumentTemplate } from '../../../api/document-templates/schema';
import { templateChangesSchema, templateInputSchema } from '../../../api/document-templates/template-input-schema';
import { SchemaField } from '../../forms/schema-field';
import { useSchemaForm } from '../../forms/use-schema-form';
import { WORDS } from '../../components/page/words';
import { useListOptions } from '../../i18n/use-list-label';
import { useCurrentAccount } from '../../lib/account-context';
import { withFormErrors } from '../../lib/method-errors';
import type { MethodInput } from '../../lib/wire-api';

export interface TemplateFormDialogProps {
  /** The version to start from; none for a new template. */
  base: DocumentTemplate | null;
  onSaved(message: string): void;
  onClose(): void;
}

export function TemplateFormDialog({ base, onSaved, onClose }: TemplateFormDialogProps) {
  const { callMethod } = useCurrentAccount();
  const titleId = useId();
  const documentTypes = useListOptions('documentTypes');
  const languages = useListOptions('languages');
  const form = useSchemaForm(base ? templateChangesSchema : templateInputSchema, base ? { title: base.title, body: base.body } : { type: 'nda', language: 'en' });
  const submit = form.handleSubmit(async (values) => {
    if (base) {
      const id = await withFormErrors('changes', () => callMethod('documentTemplates.update', base._id, values));
      onSaved(id === base._id ? 'The title is saved; the text did not change, so the version stays.' : `Saved as version ${base.version + 1}, now active.`);
    } else {
      await withFormErrors('template', () => callMethod('documentTemplates.create', values as MethodInput<'documentTemplates.create'>));
      onSaved('The template is saved and active.');
    }
    onClose();
  });
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={titleId}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            {base ? `New version of “${base.title}” (now version ${base.version})` : 'New template'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {form.generalError && (
            <Alert variant="danger" role="alert">
              {form.generalError}
            </Alert>
          )}
          {!base && (
            <>
              <SchemaField {...form.field('type')} options={documentTypes} />
              <SchemaField {...form.field('language')} options={languages} />
            </>
          )}
          <SchemaField {...form.field('title')} />
          <SchemaField {...form.field('body')} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {WORDS.cancel}
          </Button>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? WORDS.saving : base ? 'Save as new version' : 'Save template'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
