// The argument schemas of documentTemplates.create and .update, browser-safe, so the admin's
// template form validates with the server's own rules.
import { createSchema, DOCUMENT_TYPES, LANGUAGES, LENGTH, oneOf, text } from '../common/lists';

export const templateInputSchema = createSchema({
  type: { ...oneOf(DOCUMENT_TYPES), label: 'Document type' },
  language: { ...oneOf(LANGUAGES), label: 'Language' },
  title: { ...text(LENGTH.title), label: 'Title' },
  body: { ...text(LENGTH.document), label: 'Text (Markdown; {{placeholders}} are filled per person)' },
});

export const templateChangesSchema = createSchema({
  title: { ...text(LENGTH.title), optional: true, label: 'Title' },
  body: { ...text(LENGTH.document), optional: true, label: 'Text (Markdown; {{placeholders}} are filled per person)' },
});
