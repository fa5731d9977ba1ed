// Document publications: the header badge's count of documents awaiting agreement (one reactive
// document `counts/unagreedDocuments`) and the admins' list; the caller's own documents are in
// my-documents-publication.ts.
// Screenshots stay out of the lists (up to 2 MB each); they are evidence, read one by one.
import { definePublication } from '../common/define-publication';
import { createSchema, id, oneOf } from '../common/lists';
import { publishOwnCount } from '../common/own-count-publication';
import { PeopleDocuments } from './collection';
import { unagreedSelector } from './logic';
import { PEOPLE_DOCUMENT_STATUSES, type PeopleDocumentStatus } from './schema';

export const UNAGREED_COUNT_ID = 'unagreedDocuments';

export const WITHOUT_SCREENSHOT = { 'agreement.screenshot': 0 } as const;

export const adminDocuments = definePublication({
  name: 'peopleDocuments.admin',
  params: createSchema({
    filter: { type: createSchema({ engineUserId: { ...id(), optional: true }, status: { ...oneOf(PEOPLE_DOCUMENT_STATUSES), optional: true } }), optional: true },
  }),
  access: 'admin',
  cursors(filter: { engineUserId?: string; status?: PeopleDocumentStatus } = {}) {
    const selector: Record<string, string> = {};
    if (filter.engineUserId) selector.engineUserId = filter.engineUserId;
    if (filter.status) selector.status = filter.status;
    return PeopleDocuments.find(selector, { fields: WITHOUT_SCREENSHOT, sort: { 'docInfo.createdAt': -1 }, limit: 1000 });
  },
});

/** The count of documents awaiting agreement: added once, changed on every change of it. */
export const unagreedCountPublication = publishOwnCount('peopleDocuments.unagreedCount', UNAGREED_COUNT_ID, PeopleDocuments, unagreedSelector);

export const peopleDocumentPublications = [adminDocuments, unagreedCountPublication];
