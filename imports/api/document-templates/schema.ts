// The text of a document people agree to (an NDA, a framework agreement), per type, language
// and version. peopleDocuments refer to a template by type and language.
//
// Carries docInfo: yes (who changed a contract text and when is legal evidence). Carries
// accountId: no; templates are the agency's.
//
// Decisions where the spec is silent:
// - A template is never edited once people may have agreed to it: a change is a new version,
//   and `active` marks the one new documents use (one active per type and language; a unique
//   index on type, language and version keeps versions apart — the lead adds it).
// - The body is Markdown with `{{placeholders}}` filled from a document's `form` answers; the
//   SHA-256 of the filled text is what an agreement records.
// - `versionKey` (`<type>:<language>:<version>`, set by the server) carries the unique index on
//   type, language and version (collection.ts). Only a body change makes a new version; a title
//   change is made in place (the agreed text is the body).
import { createSchema, DOCUMENT_TYPES, type DocumentType, integer, LANGUAGES, type LanguageCode, LENGTH, oneOf, optionalId, text } from '../common/lists';

export interface DocumentTemplate {
  _id: string;
  type: DocumentType;
  language: LanguageCode;
  title: string;
  body: string;
  version: number;
  active: boolean;
  versionKey?: string;
}

export const documentTemplateSchema = createSchema({
  _id: optionalId(),
  type: oneOf(DOCUMENT_TYPES),
  language: oneOf(LANGUAGES),
  title: text(LENGTH.title),
  body: text(LENGTH.document),
  version: integer(1, 10_000),
  active: { type: Boolean },
  versionKey: { type: String, max: 80, optional: true },
});
