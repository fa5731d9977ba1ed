// Assigning documents to people and recording their agreement (security checklist §4.3).
// The agreement is written once, by one conditional update (only while the document awaits
// agreement and has none), so a double click or a retried call yields exactly one record; a
// repeated agree answers that first record unchanged. Server-set fields come from the account
// and the connection, never from the client's arguments (the argument schema has no such keys).
// The person hears of a document an admin assigns (not of the NDA they asked for themselves by
// clicking Apply); the admins hear of an agreement. Both events are written in the documents'
// own database, with the change. An assignment the client repeats after a reconnect (same
// randomSeed) answers the document its first send made (common/retried-insert.ts).
import { Accounts } from 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { writeTogether } from 'meteor/mongo';
import { Random } from 'meteor/random';
import { paths } from '../../ui/app/paths';
import { notify } from '../notifications/events';
import { DocumentTemplates } from '../document-templates/collection';
import { People } from '../people/collection';
import { DOCUMENTS_STORAGE, PeopleDocuments } from './collection';
import { AWAITING_AGREEMENT, type Agreement, type PeopleDocument } from './schema';
import { fillPlaceholders, textSha256 } from './text-hash';
import { IP_ADDRESS_PATTERN } from '../common/lists';
import { userError } from '../common/user-error';
import { seededInsertId } from '../common/retried-insert';

export interface AssignInput {
  userId?: string;
  /** The person's account by e-mail address (what an admin knows); instead of userId or peopleId. */
  email?: string;
  peopleId?: string;
  templateId: string;
  projectId?: string;
  form?: Record<string, unknown>;
}

async function personAccount(input: AssignInput): Promise<{ engineUserId: string; peopleId?: string }> {
  // null passes an optional key's validation: only a string counts as given.
  const given = [input.userId, input.peopleId, input.email].filter((value) => typeof value === 'string').length;
  if (given !== 1) throw userError(400, 'errors.document.giveOneRecipient');
  if (typeof input.email === 'string') {
    const user = await Accounts.findUserByEmail(input.email);
    if (!user) throw userError(404, 'errors.notFound.accountForAddress');
    return { engineUserId: user._id };
  }
  const byUser = typeof input.userId === 'string';
  if (byUser && input.userId) {
    const user = await Meteor.users.findOneAsync({ _id: input.userId }, { fields: { _id: 1 } });
    if (!user) throw userError(404, 'errors.notFound.user');
    return { engineUserId: input.userId };
  }
  const person = await People.findOneAsync({ _id: input.peopleId }, { fields: { sourceUserId: 1 } });
  if (!person) throw userError(404, 'errors.notFound.expert');
  const sourceUserId = (person as { sourceUserId?: string }).sourceUserId;
  if (!sourceUserId) throw userError(409, 'errors.document.entryWithoutAccount');
  return { engineUserId: sourceUserId, peopleId: input.peopleId };
}

/**
 * Assigns a document made from the template; `actorId` is who asked for it (an admin, or the person).
 * `ids: 'fresh'` for one of several assignments in one call, which looks after its own repeats.
 */
export async function assignDocument(input: AssignInput, actorId: string, ids: 'seeded' | 'fresh' = 'seeded'): Promise<string> {
  const seeded = ids === 'seeded' ? await seededInsertId(PeopleDocuments, { 'docInfo.createdBy': actorId }) : undefined;
  if (seeded?.storedBefore) return seeded.id;
  const _id = seeded?.id ?? Random.id();
  const owner = await personAccount(input);
  const template = await DocumentTemplates.findOneAsync({ _id: input.templateId });
  if (!template) throw userError(404, 'errors.notFound.template');
  const text = fillPlaceholders(template.body, input.form);
  const insert = () =>
    PeopleDocuments.insertAsync({
      _id,
      ...owner,
      ...(input.projectId ? { projectId: input.projectId } : {}),
      ...(input.form ? { form: input.form } : {}),
      type: template.type,
      language: template.language,
      active: true,
      status: AWAITING_AGREEMENT,
      templateId: template._id,
      templateVersion: template.version,
      title: template.title,
      text,
      textSha256: textSha256(text),
      textLastModified: new Date(),
    });
  if (owner.engineUserId === actorId) return insert();
  await writeTogether([
    insert,
    notify('document.assigned', { documentTitle: template.title }, { userIds: [owner.engineUserId] }, paths.document.href(_id), { storage: DOCUMENTS_STORAGE }),
  ]);
  return _id;
}

/** What the client may state about the agreement; everything else is set here. */
export interface AgreeInput {
  clientTime?: Date;
  clickedAt?: Date;
  url?: string;
  company?: string;
  companyIdNo?: string;
  address?: string;
  screenshot?: string;
}

export interface AgreementCircumstances {
  userId: string;
  email: string;
  userName: string;
  clientAddress: string | null;
  userAgent: string | undefined;
}

export async function agreeToDocument(documentId: string, input: AgreeInput, who: AgreementCircumstances): Promise<Agreement> {
  const selector = { _id: documentId, engineUserId: who.userId };
  const doc = await PeopleDocuments.findOneAsync(selector);
  // Someone else's document reads exactly like a missing one.
  if (!doc) throw userError(404, 'errors.notFound.document');
  if (doc.agreement?.isAgreed) return doc.agreement;
  if (doc.status !== AWAITING_AGREEMENT) throw userError(409, 'errors.document.notAwaitingYou');
  const agreement = buildAgreement(doc, input, who);
  const written = await writeTogether(
    [
      () => PeopleDocuments.updateAsync({ ...selector, status: AWAITING_AGREEMENT, agreement: { $exists: false } }, { $set: { agreement, status: '3' } }),
      notify(
        'document.agreed',
        { personName: who.userName, documentTitle: doc.title ?? '' },
        { admins: true, except: [who.userId] },
        paths.adminDocuments.href(),
        { storage: DOCUMENTS_STORAGE },
      ),
    ],
    { requireMatch: true },
  );
  if (written) return agreement;
  const raced = await PeopleDocuments.findOneAsync(selector, { fields: { agreement: 1 } });
  if (raced?.agreement?.isAgreed) return raced.agreement;
  throw userError(409, 'errors.changed.document');
}

function buildAgreement(doc: PeopleDocument, input: AgreeInput, who: AgreementCircumstances): Agreement {
  const text = doc.text ?? '';
  const sha = textSha256(text);
  // The stored hash was taken when the text was copied; a mismatch means the text was altered.
  if (doc.textSha256 && doc.textSha256 !== sha) throw userError(500, 'errors.document.integrity');
  const ipAddress = who.clientAddress && IP_ADDRESS_PATTERN.test(who.clientAddress) ? who.clientAddress : undefined;
  return {
    isAgreed: true,
    ...(input.clickedAt ? { clickedAt: input.clickedAt } : {}),
    ...(input.clientTime ? { clientTime: input.clientTime } : {}),
    serverTime: new Date(),
    engineUserId: who.userId,
    userName: who.userName,
    email: who.email,
    ...(input.company ? { company: input.company } : {}),
    ...(input.companyIdNo ? { companyIdNo: input.companyIdNo } : {}),
    ...(input.address ? { address: input.address } : {}),
    ...(who.userAgent ? { userAgent: who.userAgent.slice(0, 1000) } : {}),
    ...(ipAddress ? { ipAddress } : {}),
    ...(input.url ? { url: input.url } : {}),
    ...(input.screenshot ? { screenshot: input.screenshot } : {}),
    textSha256: sha,
  };
}

/** The unagreed documents of a person (the header badge's selector). */
export function unagreedSelector(userId: string): Record<string, unknown> {
  return { engineUserId: userId, status: AWAITING_AGREEMENT };
}
