// The demo's matching, alerts and availability, so a newcomer sees them working: the demo
// candidate (demo-activity.ts) gets the profile the project she applied to asks for, with an
// availability last confirmed 50 days ago (shown "Unconfirmed", and due for its reminder), and
// one saved project search with a daily alert (the demo admin one too: the account a newcomer
// signs in with, so My Profile shows a saved search); a second candidate with a close profile has not
// applied, so the admin's Best matches on that project show both with their reasons, the demo
// candidate as "Applied" and the other with "Ask to apply". Idempotent (each part is made only
// when missing) and run once per database (demo-content.ts), also on a demo loaded before it.
import { Accounts } from 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { Applications } from '../applications/collection';
import type { LanguageEntry, Rate } from '../common/lists';
import { Projects } from '../projects/collection';
import type { Project } from '../projects/schema';
import { SavedSearches } from '../saved-searches/collection';
import { saveSearch } from '../saved-searches/logic';
import { SIGN_UP_STEPS, type User } from '../users/schema';
import { DEMO_CANDIDATE_EMAIL } from './demo-activity';
import { skillLabels } from './skill-picks';

export const DEMO_SECOND_CANDIDATE_EMAIL = 'lukas.prochazka@candidate.example';
const DAY_MS = 86_400_000;

type Requirements = Pick<Project, 'skills' | 'languages' | 'rate' | 'fieldOfExpertise' | 'title'>;

/** What a candidate who fits `project` states: its skills and languages, a rate within its range. */
function fittingProfile(project: Requirements, now: Date, confirmedDaysAgo: number): Record<string, unknown> {
  const languages = (project.languages ?? []).map(({ language, minLevel }): LanguageEntry => ({ language, level: minLevel === 'C2' ? 'C2' : 'C1' }));
  const rate = project.rate;
  // Dates of availability are UTC days, as the forms store them.
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const expectedRate: Rate = { amount: rate?.max ?? rate?.min ?? 80, currency: rate?.currency ?? 'EUR', unit: rate?.unit ?? 'hour' };
  return {
    'candidateData.skills': project.skills ?? [],
    'candidateData.languages': languages.length > 0 ? languages : [{ language: 'en', level: 'C1' }],
    'candidateData.expectedRate': expectedRate,
    ...(project.fieldOfExpertise ? { 'candidateData.fieldsOfExpertise': [project.fieldOfExpertise] } : {}),
    'candidateData.availability': { status: 'available', from: today, workloadPercent: 100, confirmedAt: new Date(now.getTime() - confirmedDaysAgo * DAY_MS) },
  };
}

async function addSavedSearch(userId: string, project: Requirements): Promise<void> {
  if (await SavedSearches.findOneAsync({ userId }, { fields: { _id: 1 } })) return;
  const skill = project.skills?.[0];
  const name = skill ? `${skillLabels([skill], 1)} projects` : 'Remote projects';
  await saveSearch(userId, { name, frequency: 'daily', filters: skill ? { skills: [skill] } : { remote: 100 }, timeZone: 'Europe/Prague' });
}

/** A second candidate who fits the project but one skill and has not applied: someone to ask. */
async function addSecondCandidate(project: Requirements, now: Date): Promise<void> {
  if (await Accounts.findUserByEmail(DEMO_SECOND_CANDIDATE_EMAIL)) return;
  // No password (nobody signs in as him, and a bcrypt hash cost a second of a demo start): the admin manages the account like any other.
  const userId = await Accounts.createUserAsync({ email: DEMO_SECOND_CANDIDATE_EMAIL, profile: { name: { first: 'Lukáš', last: 'Procházka' } } });
  const profile = fittingProfile(project, now, 3);
  const skills = project.skills ?? [];
  await Meteor.users.updateAsync(
    { _id: userId },
    {
      $set: {
        roles: ['candidate'],
        'emails.0.verified': true,
        'candidateData.completedSteps': SIGN_UP_STEPS.map((step) => step.value),
        'candidateData.city': 'Ostrava',
        'candidateData.country': 'CZ',
        ...profile,
        'candidateData.skills': skills.length > 1 ? skills.slice(0, -1) : skills,
      },
    },
  );
}

/** Answers whether the demo candidate (and her application) was there to build on. */
export async function loadDemoMatching(now = new Date()): Promise<boolean> {
  const candidate = await Accounts.findUserByEmail(DEMO_CANDIDATE_EMAIL);
  if (!candidate) return false;
  const application = await Applications.findOneAsync({ userId: candidate._id }, { fields: { projectId: 1 } });
  const project = application && (await Projects.findOneAsync({ _id: application.projectId }, { fields: { title: 1, skills: 1, languages: 1, rate: 1, fieldOfExpertise: 1 } }));
  if (!project) return false;
  const current = (await Meteor.users.findOneAsync({ _id: candidate._id }, { fields: { 'candidateData.skills': 1 } })) as Pick<User, 'candidateData'> | undefined;
  // Her profile as the project asks, confirmed 50 days ago: past the 30 days that show "Unconfirmed"
  // (and the reminder), and the 44 after which the match names the confirmation's age.
  if (!current?.candidateData?.skills?.length) await Meteor.users.updateAsync({ _id: candidate._id }, { $set: fittingProfile(project, now, 50) });
  await addSavedSearch(candidate._id, project);
  const admin = await Meteor.users.findOneAsync({ roles: 'admin' }, { fields: { _id: 1 } });
  if (admin) await addSavedSearch(admin._id, project);
  await addSecondCandidate(project, now);
  return true;
}
