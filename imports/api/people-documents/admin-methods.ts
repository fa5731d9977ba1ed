// Admin-only document methods beside methods.ts: assigning a template to a project's applicants,
// and the languages a person speaks (to offer them a template they can read).
import { defineMethod } from '../common/define-method';
import { createSchema, email, id } from '../common/lists';
import { assignToApplicants } from './assign-to-applicants';
import { spokenLanguages } from './spoken-languages';

export const assignToApplicantsMethod = defineMethod({
  name: 'peopleDocuments.assignToApplicants',
  params: createSchema({ templateId: id(), projectId: id() }),
  access: 'admin',
  run(templateId: string, projectId: string) {
    return assignToApplicants(this.userId as string, templateId, projectId);
  },
});

export const spokenLanguagesMethod = defineMethod({
  name: 'peopleDocuments.spokenLanguages',
  params: createSchema({ email: email() }),
  access: 'admin',
  run: (address: string) => spokenLanguages(address),
});

export const peopleDocumentAdminMethods = [assignToApplicantsMethod, spokenLanguagesMethod];
