// Admin work on document templates: every version is its own document and never changes its
// body; saving a new body adds version n+1 and makes it the active one (the one new documents
// use) for its type and language. A template that documents were made from cannot be removed.
// A save the client repeats after a reconnect (same randomSeed) answers the version its first
// send added (common/retried-insert.ts); templates are the admins' together, so any admin's.
import { isValidationError } from 'meteor/aldeed:collection2';
import type { DocumentType, LanguageCode } from '../common/lists';
import { DocumentTemplates } from './collection';
import { NDA_DE, NDA_EN } from './default-ndas';
import type { DocumentTemplate } from './schema';
import { userError } from '../common/user-error';
import { seededInsertId } from '../common/retried-insert';

export interface TemplateInput {
  type: DocumentType;
  language: LanguageCode;
  title: string;
  body: string;
}

function versionKeyOf(type: string, language: string, version: number): string {
  return `${type}:${language}:${version}`;
}

async function latestVersion(type: DocumentType, language: LanguageCode): Promise<number> {
  const latest = await DocumentTemplates.findOneAsync({ type, language }, { sort: { version: -1 }, fields: { version: 1 } });
  return latest?.version ?? 0;
}

/** Inserts the next version of (type, language) and makes it the only active one. */
async function insertNextVersion(input: TemplateInput): Promise<string> {
  const { id, storedBefore } = await seededInsertId(DocumentTemplates, { type: input.type, language: input.language });
  if (storedBefore) return id;
  const version = (await latestVersion(input.type, input.language)) + 1;
  let templateId: string;
  try {
    templateId = await DocumentTemplates.insertAsync({
      ...input,
      _id: id,
      version,
      active: true,
      versionKey: versionKeyOf(input.type, input.language, version),
    });
  } catch (error) {
    if (isValidationError(error) && error.invalidKeys.some((key) => key.type === 'notUnique')) {
      throw userError(409, 'errors.changed.templateVersion');
    }
    throw error;
  }
  await DocumentTemplates.updateAsync(
    { type: input.type, language: input.language, _id: { $ne: templateId } },
    { $set: { active: false } },
    { multi: true },
  );
  return templateId;
}

export function createTemplate(input: TemplateInput): Promise<string> {
  return insertNextVersion(input);
}

/** Returns the id of the template's current version (a new one when the body changed). */
export async function updateTemplate(templateId: string, changes: { title?: string; body?: string }): Promise<string> {
  const current = await DocumentTemplates.findOneAsync({ _id: templateId });
  if (!current) throw userError(404, 'errors.notFound.template');
  if (changes.body !== undefined && changes.body !== current.body) {
    return insertNextVersion({ type: current.type, language: current.language, title: changes.title ?? current.title, body: changes.body });
  }
  if (changes.title !== undefined && changes.title !== current.title) {
    await DocumentTemplates.updateAsync({ _id: templateId }, { $set: { title: changes.title } });
  }
  return templateId;
}

export async function activateTemplate(templateId: string): Promise<void> {
  const template = await DocumentTemplates.findOneAsync({ _id: templateId }, { fields: { type: 1, language: 1 } });
  if (!template) throw userError(404, 'errors.notFound.template');
  await DocumentTemplates.updateAsync({ _id: templateId }, { $set: { active: true } });
  await DocumentTemplates.updateAsync(
    { type: template.type, language: template.language, _id: { $ne: templateId } },
    { $set: { active: false } },
    { multi: true },
  );
}

/** `isReferenced` tells whether documents were made from the template (they keep their copy, but the version stays for the record). */
export async function removeTemplate(templateId: string, isReferenced: (id: string) => Promise<boolean>): Promise<void> {
  if (await isReferenced(templateId)) throw userError(409, 'errors.document.keptAsEvidence');
  const removed = await DocumentTemplates.removeAsync({ _id: templateId });
  if (removed !== 1) throw userError(404, 'errors.notFound.template');
}

export function findActiveTemplate(type: DocumentType, language: LanguageCode): Promise<DocumentTemplate | undefined> {
  return DocumentTemplates.findOneAsync({ type, language, active: true });
}

/** Creates the English and German NDA when no NDA exists in that language (demo content, fresh installs). */
export async function ensureDefaults(): Promise<number> {
  let created = 0;
  for (const [language, text] of [['en', NDA_EN], ['de', NDA_DE]] as const) {
    if (await DocumentTemplates.findOneAsync({ type: 'nda', language }, { fields: { _id: 1 } })) continue;
    await insertNextVersion({ type: 'nda', language, ...text });
    created += 1;
  }
  return created;
}
