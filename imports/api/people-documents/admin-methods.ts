// Admin-only document methods beside methods.ts: assigning a template to a project's applicants,
// and the languages a person speaks (to offer them a template they can read).
import { defineMethod } from '../common/define-method';
import { createSchema, email, id, type LanguageEntry } from '../common/lists';
import { type ApplicantsAssignment, assignToApplicants } from './assign-to-applicants';
import { spokenLanguages } from './spoken-languages';

export const assignToApplicantsMethod = defineMethod<{ templateId: string; projectId: string }, ApplicantsAssignment>({
  name: 'peopleDocuments.assignToApplicants',
  params: createSchema({ templateId: id(), projectId: id() }),
  access: 'admin',
  run: ({ templateId, projectId }) => assignToApplicants(templateId, projectId),
});

export const spokenLanguagesMethod = defineMethod<{ email: string }, LanguageEntry[]>({
  name: 'peopleDocuments.spokenLanguages',
  params: createSchema({ email: email() }),
  access: 'admin',
  run: ({ email: address }) => spokenLanguages(address),
});

export const peopleDocumentAdminMethods = [assignToApplicantsMethod, spokenLanguagesMethod];
