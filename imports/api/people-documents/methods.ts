// Document methods: admins assign a document made from a template; its owner agrees to it. The
// agree arguments hold only what the client may state: a client-sent serverTime, ipAddress,
// userAgent, email, userName or textSha256 is an unknown key and refused with 400.
import { defineMethod } from '../common/define-method';
import { COMPANY_ID_PATTERN, createSchema, email, freeObject, id, IMAGE_DATA_URL_PATTERN, LENGTH, optionalText, URL_PATTERN } from '../common/lists';
import { type AgreeInput, agreeToDocument, type AssignInput, assignDocument } from './logic';
import { type Agreement, SCREENSHOT_MAX_CHARS } from './schema';

export const assignDocumentMethod = defineMethod<{ assignment: AssignInput }, string>({
  name: 'peopleDocuments.assign',
  params: createSchema({
    assignment: {
      type: createSchema({
        userId: { ...id(), optional: true },
        email: { ...email(), optional: true },
        peopleId: { ...id(), optional: true },
        templateId: id(),
        projectId: { ...id(), optional: true },
        form: { ...freeObject(20_000), optional: true },
      }),
    },
  }),
  access: 'admin',
  run: ({ assignment }) => assignDocument(assignment),
});

export const agreeInputSchema = createSchema({
  clientTime: { type: Date, optional: true },
  clickedAt: { type: Date, optional: true },
  url: { type: String, max: 2000, regEx: URL_PATTERN, optional: true },
  company: optionalText(LENGTH.short),
  companyIdNo: { type: String, max: 30, regEx: COMPANY_ID_PATTERN, optional: true },
  address: optionalText(500),
  screenshot: { type: String, max: SCREENSHOT_MAX_CHARS, regEx: IMAGE_DATA_URL_PATTERN, optional: true },
});

export const agreeMethod = defineMethod<{ documentId: string; agreement: AgreeInput }, Agreement>({
  name: 'peopleDocuments.agree',
  params: createSchema({ documentId: id(), agreement: { type: agreeInputSchema } }),
  access: 'user',
  run({ documentId, agreement }, { user, connection }) {
    const account = user as NonNullable<typeof user>;
    const email = account.emails?.[0]?.address ?? '';
    const name = [account.profile?.name?.first, account.profile?.name?.last].filter(Boolean).join(' ');
    return agreeToDocument(documentId, agreement, {
      userId: account._id,
      email,
      // An account without a name signs with its e-mail address.
      userName: name || email,
      clientAddress: connection?.clientAddress ?? null,
      userAgent: connection?.httpHeaders['user-agent'],
    });
  },
});

export const peopleDocumentMethods = [assignDocumentMethod, agreeMethod];
