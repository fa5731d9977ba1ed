// Document templates are managed by admins; people see the text copied into their documents.
import { definePublication } from '../common/define-publication';
import { createSchema } from '../common/lists';
import { DocumentTemplates } from './collection';

export const adminDocumentTemplates = definePublication({
  name: 'documentTemplates.admin',
  params: createSchema({}),
  access: 'admin',
  cursors: () => DocumentTemplates.find({}, { fields: { versionKey: 0 }, sort: { type: 1, language: 1, version: -1 }, limit: 1000 }),
});

export const documentTemplatePublications = [adminDocumentTemplates];
