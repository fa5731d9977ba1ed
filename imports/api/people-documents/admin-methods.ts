// Admin-only document methods beside methods.ts: assigning a template to a project's applicants.
import { defineMethod } from '../common/define-method';
import { createSchema, id } from '../common/lists';
import { type ApplicantsAssignment, assignToApplicants } from './assign-to-applicants';

export const assignToApplicantsMethod = defineMethod<{ templateId: string; projectId: string }, ApplicantsAssignment>({
  name: 'peopleDocuments.assignToApplicants',
  params: createSchema({ templateId: id(), projectId: id() }),
  access: 'admin',
  run: ({ templateId, projectId }) => assignToApplicants(templateId, projectId),
});

export const peopleDocumentAdminMethods = [assignToApplicantsMethod];
