// The document-templates collection (client and server). `versionKey` is unique: one document per
// type, language and version, even when two admins save a new version at once.
import { docInfoSchema } from 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { documentTemplateSchema, type DocumentTemplate } from './schema';

export const DocumentTemplates = new Mongo.Collection<DocumentTemplate>('documentTemplates');
DocumentTemplates.attachSchema(documentTemplateSchema);
DocumentTemplates.attachSchema(docInfoSchema);
DocumentTemplates.attachSchema({ versionKey: { type: String, max: 80, optional: true, index: 1, unique: true } });
