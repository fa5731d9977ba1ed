// Assigning one template to every applicant of a project (the project's NDA). Decisions: an
// applicant is anyone whose application is not withdrawn or rejected; someone who already has a
// document from the same template for the project is skipped, so assigning twice asks nobody
// twice. Answers how many were assigned and skipped.
import { Applications } from '../applications/collection';
import { DocumentTemplates } from '../document-templates/collection';
import { Projects } from '../projects/collection';
import { PeopleDocuments } from './collection';
import { assignDocument } from './logic';
import { userError } from '../common/user-error';

export interface ApplicantsAssignment {
  assigned: number;
  skipped: number;
}

/** Bound on one call: a project with more applicants is assigned in several calls. */
const MAX_APPLICANTS = 1000;

export async function assignToApplicants(adminId: string, templateId: string, projectId: string): Promise<ApplicantsAssignment> {
  if (!(await Projects.findOneAsync({ _id: projectId }, { fields: { _id: 1 } }))) throw userError(404, 'errors.notFound.project');
  if (!(await DocumentTemplates.findOneAsync({ _id: templateId }, { fields: { _id: 1 } }))) throw userError(404, 'errors.notFound.template');
  const applications = await Applications.find(
    { projectId, status: { $nin: ['withdrawn', 'rejected'] } },
    { fields: { userId: 1 }, limit: MAX_APPLICANTS },
  ).fetchAsync();
  const applicants = [...new Set(applications.map((application) => application.userId))];
  const already = await PeopleDocuments.find({ projectId, templateId, engineUserId: { $in: applicants } }, { fields: { engineUserId: 1 } }).fetchAsync();
  const skip = new Set(already.map((doc) => doc.engineUserId));
  let assigned = 0;
  for (const userId of applicants) {
    if (skip.has(userId)) continue;
    // Fresh ids: a repeated call skips whom its first send assigned, and must not meet their ids.
    await assignDocument({ userId, templateId, projectId }, adminId, 'fresh');
    assigned += 1;
  }
  return { assigned, skipped: skip.size };
}
