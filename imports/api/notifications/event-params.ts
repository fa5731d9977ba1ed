// The names an event's sentence carries, read when the event happens (server only). An event's
// parameters are copied into every notification and mail, so they hold only what each recipient
// may read anyway: a project's title only while the project is public (the title is among the
// public fields of an open or closed project, NDA or not; a draft's title and every
// confidential field, such as the end client, never go in). A name that cannot be known is ''
// (notify leaves it out): the reader's language words it (unnamed.ts), never an English word here.
import { Companies } from '../companies/collection';
import { Projects } from '../projects/collection';
import { PUBLIC_PROJECT } from '../projects/schema';
import type { ExpertRequest } from '../requests/schema';
import { findUser } from '../users/store';

/** "First Last" of an account, or '' when it has no name. */
export async function personNameOf(userId: string): Promise<string> {
  const name = (await findUser(userId, { profile: 1 }))?.profile?.name;
  return [name?.first, name?.last].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
}

/** The project's title while anyone may read it, else ''. */
export async function publicProjectTitle(projectId: string): Promise<string> {
  const project = await Projects.findOneAsync({ _id: projectId, ...PUBLIC_PROJECT }, { fields: { title: 1 } });
  return project?.title ?? '';
}

/**
 * What a request asks for, as its sentence names it: its title, else how many experts (a count,
 * worded in each reader's language: notificationText).
 */
export function expertsOf(request: Pick<ExpertRequest, 'title' | 'expertsWanted'>): { requestTitle: string } | { expertsWanted: string } {
  return request.title ? { requestTitle: request.title } : { expertsWanted: String(request.expertsWanted) };
}

/** Who sent a request, as admins know them: the company, the visitor's company or name, or the sender. */
export async function requestSenderName(request: Pick<ExpertRequest, 'accountId' | 'userId' | 'contact'>): Promise<string> {
  if (request.accountId) {
    const company = await Companies.findOneAsync({ _id: request.accountId }, { fields: { name: 1 } });
    if (company) return company.name;
  }
  if (request.contact) return request.contact.company || request.contact.name;
  return request.userId ? personNameOf(request.userId) : '';
}
