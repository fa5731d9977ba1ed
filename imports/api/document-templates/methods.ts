// Admin methods on document templates (versions: see logic.ts).
import { defineMethod } from '../common/define-method';
import { createSchema, type DocumentType, id, type LanguageCode } from '../common/lists';
import { PeopleDocuments } from '../people-documents/collection';
import { templateChangesSchema, templateInputSchema } from './template-input-schema';
import { activateTemplate, createTemplate, removeTemplate, updateTemplate } from './logic';

export const createTemplateMethod = defineMethod({
  name: 'documentTemplates.create',
  params: createSchema({ template: { type: templateInputSchema } }),
  access: 'admin',
  run: (template: { type: DocumentType; language: LanguageCode; title: string; body: string }) => createTemplate(template),
});

export const updateTemplateMethod = defineMethod({
  name: 'documentTemplates.update',
  params: createSchema({
    templateId: id(),
    changes: { type: templateChangesSchema },
  }),
  access: 'admin',
  run: (templateId: string, changes: { title?: string; body?: string }) => updateTemplate(templateId, changes),
});

export const activateTemplateMethod = defineMethod({
  name: 'documentTemplates.activate',
  params: createSchema({ templateId: id() }),
  access: 'admin',
  run: (templateId: string) => activateTemplate(templateId),
});

export const removeTemplateMethod = defineMethod({
  name: 'documentTemplates.remove',
  params: createSchema({ templateId: id() }),
  access: 'admin',
  run: (templateId: string) =>
    removeTemplate(templateId, async (templateIdToCheck) => (await PeopleDocuments.findOneAsync({ templateId: templateIdToCheck }, { fields: { _id: 1 } })) !== undefined),
});

export const documentTemplateMethods = [createTemplateMethod, updateTemplateMethod, activateTemplateMethod, removeTemplateMethod];
