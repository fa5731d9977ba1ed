// A document a person is asked to agree to (an NDA for a project, a framework agreement), with
// the record of their agreement: exactly the fields of spec §3, plus `textSha256`, the SHA-256
// of the exact text agreed to. Stored in a separate database when DOCUMENTS_MONGO_URL is set.
//
// Carries docInfo: yes. Carries accountId: no; a document belongs to a person (engineUserId).
//
// Decisions where the spec is silent:
// - Statuses are strings '1'–'4': '1' prepared (not yet shown to the person), '2' awaiting
//   agreement (the spec's value; counts in the header badge), '3' agreed, '4' withdrawn by the
//   agency. Only '2' asks the person for anything.
// - `engineUserId` (the person's account) is required; `peopleId` (their expert entry) and
//   `projectId` are set when the document concerns them.
// - The agreement is written once, by the server: it sets serverTime, ipAddress, userAgent,
//   engineUserId, email, userName and textSha256; the client supplies clientTime, clickedAt,
//   url, company, companyIdNo, address and a screenshot where it has one. Agreement records
//   outlive account deletion as legal evidence.
// - The screenshot is kept inline as a PNG/JPEG/WebP data URL of at most 2 MB, so the evidence
//   stays with the record and needs no second storage to be proven.
// - `form` holds the answers filled into the template's placeholders: plain data only (no `$`
//   or dotted keys), at most 20,000 characters as JSON.
// - A document carries its own copy of the text (`title`, `text`, with `templateId` and
//   `templateVersion` it came from) and `textSha256` of that text (UTF-8, NFC): later template
//   edits never change what a person was shown or agreed to.
// - The collection lives in the named storage 'documents' (collection.ts).
import {
  COMPANY_ID_PATTERN,
  createSchema,
  DOCUMENT_TYPES,
  type DocumentType,
  email,
  freeObject,
  id,
  IMAGE_DATA_URL_PATTERN,
  integer,
  IP_ADDRESS_PATTERN,
  LANGUAGES,
  type LanguageCode,
  LENGTH,
  type ListItem,
  oneOf,
  optionalId,
  optionalText,
  SHA256_PATTERN,
  text,
  URL_PATTERN,
} from '../common/lists';

export const PEOPLE_DOCUMENT_STATUSES = [
  { value: '1', label: 'Prepared' },
  { value: '2', label: 'Awaiting agreement' },
  { value: '3', label: 'Agreed' },
  { value: '4', label: 'Withdrawn' },
] as const satisfies readonly ListItem[];
export type PeopleDocumentStatus = (typeof PEOPLE_DOCUMENT_STATUSES)[number]['value'];

/** The status that counts as not yet agreed (the header badge counts these). */
export const AWAITING_AGREEMENT: PeopleDocumentStatus = '2';

export const SCREENSHOT_MAX_CHARS = 2 * 1024 * 1024;

export interface Agreement {
  isAgreed: boolean;
  clickedAt?: Date;
  clientTime?: Date;
  serverTime: Date;
  engineUserId: string;
  userName: string;
  email: string;
  company?: string;
  companyIdNo?: string;
  address?: string;
  userAgent?: string;
  ipAddress?: string;
  url?: string;
  screenshot?: string;
  textSha256: string;
}

export interface PeopleDocument {
  _id: string;
  projectId?: string;
  peopleId?: string;
  engineUserId: string;
  type: DocumentType;
  active: boolean;
  language: LanguageCode;
  status: PeopleDocumentStatus;
  textLastModified?: Date;
  form?: Record<string, unknown>;
  agreement?: Agreement;
  templateId?: string;
  templateVersion?: number;
  title?: string;
  text?: string;
  textSha256?: string;
}

/** The project a document concerns, as `peopleDocuments.mine` names it (read, not stored). */
export interface DocumentProject {
  title: string;
  urlName: string;
}

/** A document as its owner's `peopleDocuments.mine` sends it. */
export type MyDocument = PeopleDocument & { project?: DocumentProject };

export const agreementSchema = createSchema({
  isAgreed: { type: Boolean },
  clickedAt: { type: Date, optional: true },
  clientTime: { type: Date, optional: true },
  serverTime: { type: Date },
  engineUserId: id(),
  userName: text(2 * LENGTH.name + 1),
  email: email(),
  company: optionalText(LENGTH.short),
  companyIdNo: { type: String, max: 30, regEx: COMPANY_ID_PATTERN, optional: true, label: 'Company ID number' },
  address: optionalText(500),
  userAgent: optionalText(1000),
  ipAddress: { type: String, max: 45, regEx: IP_ADDRESS_PATTERN, optional: true, label: 'IP address' },
  url: { type: String, max: 2000, regEx: URL_PATTERN, optional: true },
  screenshot: { type: String, max: SCREENSHOT_MAX_CHARS, regEx: IMAGE_DATA_URL_PATTERN, optional: true },
  textSha256: { type: String, regEx: SHA256_PATTERN, label: 'SHA-256 of the agreed text' },
});

export const peopleDocumentSchema = createSchema({
  _id: optionalId(),
  projectId: optionalId(),
  peopleId: optionalId(),
  engineUserId: id(),
  type: oneOf(DOCUMENT_TYPES),
  active: { type: Boolean },
  language: oneOf(LANGUAGES),
  status: oneOf(PEOPLE_DOCUMENT_STATUSES),
  textLastModified: { type: Date, optional: true },
  form: { ...freeObject(20_000), optional: true },
  agreement: { type: agreementSchema, optional: true },
  templateId: optionalId(),
  templateVersion: { ...integer(1, 10_000), optional: true },
  title: optionalText(LENGTH.title),
  text: optionalText(LENGTH.document),
  textSha256: { type: String, regEx: SHA256_PATTERN, optional: true },
});
