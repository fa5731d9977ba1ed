// A little agency life in a fresh demo, so a newcomer signed in as the admin sees the bell,
// the notifications page and a conversation working: a demo candidate applies to an open project
// and writes to the agency about it, the admin moves the application with a note and answers,
// a visitor writes through the contact form and another asks for an invitation. Everything goes
// through the product's own logic, so the notifications come from the events as they would live.
// Runs once, with the first admin account; the demo candidate gets a random password nobody
// knows (the admin can disable or delete the account like any other).
import { Accounts } from 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { Random } from 'meteor/random';
import { applyToProject, moveApplication } from '../applications/logic';
import { loadActingUser } from '../common/acting-user';
import { sendContactMessage } from '../contact-messages/logic';
import { sendMessage } from '../conversations/logic';
import { createInvitationRequest } from '../invitation-requests/logic';
import { Projects } from '../projects/collection';
import { SIGN_UP_STEPS } from '../users/schema';

export const DEMO_CANDIDATE_EMAIL = 'jana.novakova@candidate.example';

export async function loadDemoActivity(adminId: string): Promise<boolean> {
  // The longest-open project: the newest ones lead the list a visitor sees first.
  const project = await Projects.findOneAsync({ status: 'open', ndaRequired: { $ne: true } }, { sort: { publishedAt: 1 }, fields: { _id: 1 } });
  if (!project || (await Accounts.findUserByEmail(DEMO_CANDIDATE_EMAIL))) return false;
  const candidateId = await Accounts.createUserAsync({ email: DEMO_CANDIDATE_EMAIL, password: Random.secret(24), profile: { name: { first: 'Jana', last: 'Nováková' } } });
  await Meteor.users.updateAsync(
    { _id: candidateId },
    { $set: { roles: ['candidate'], 'emails.0.verified': true, 'candidateData.completedSteps': SIGN_UP_STEPS.map((step) => step.value), 'candidateData.city': 'Brno', 'candidateData.country': 'CZ' } },
  );
  const applicationId = await applyToProject(candidateId, project._id, { note: 'I led a similar migration for a Czech bank last year.' });
  const [candidate, admin] = await Promise.all([loadActingUser(candidateId), loadActingUser(adminId)]);
  if (!candidate || !admin) return false;
  await sendMessage(candidate, 'application', applicationId, 'Hello, could the project start in May instead of April? I finish my current contract on 30 April.');
  await moveApplication(adminId, applicationId, { status: 'in-review', note: 'Thank you, Jana: we are reading your application.' });
  await sendMessage(admin, 'application', applicationId, 'Hello Jana, a start in May should work; we are asking the client and will come back to you this week.');
  await sendContactMessage(null, {
    name: 'Petra Svobodová',
    email: 'petra.svobodova@client.example',
    company: 'Moravia Logistics s.r.o.',
    subject: 'Three SAP consultants from June',
    message: 'We are looking for three SAP EWM consultants for a warehouse rollout starting in June. Could you call me?',
    consent: true,
  });
  await createInvitationRequest({ email: 'tomasz.kowalski@expert.example', name: { first: 'Tomasz', last: 'Kowalski' }, kind: 'candidate', consent: true });
  return true;
}
