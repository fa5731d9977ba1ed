// Document methods: admins assign a document made from a template; its owner agrees to it. The
// agree arguments hold only what the client may state: a client-sent serverTime, ipAddress,
// userAgent, email, userName or textSha256 is an unknown key and refused with 400.
import { defineMethod } from '../common/define-method';
import { createSchema, email, freeObject, id } from '../common/lists';
import { agreeInputSchema } from './agree-input-schema';
import { type AgreeInput, agreeToDocument, type AssignInput, assignDocument } from './logic';
import { projectNdaDocument } from './project-nda';

export const assignDocumentMethod = defineMethod({
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
  run(assignment: AssignInput) {
    return assignDocument(assignment, this.userId as string);
  },
});

export { agreeInputSchema };

export const agreeMethod = defineMethod({
  name: 'peopleDocuments.agree',
  params: createSchema({ documentId: id(), agreement: { type: agreeInputSchema } }),
  access: 'user',
  run(documentId: string, agreement: AgreeInput) {
    const { user, connection } = this;
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

/** A candidate starting to apply to a project that requires an NDA: the id of their NDA document. */
export const projectNdaMethod = defineMethod({
  name: 'peopleDocuments.projectNda',
  params: createSchema({ projectId: id() }),
  access: 'project',
  run(projectId: string) {
    return projectNdaDocument(this.userId as string, projectId);
  },
});

export const peopleDocumentMethods = [assignDocumentMethod, agreeMethod, projectNdaMethod];
