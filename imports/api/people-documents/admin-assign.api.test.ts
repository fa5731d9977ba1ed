// The admin's ways of asking people to agree, over a real WebSocket per role:
// `peopleDocuments.assign` by the e-mail address of an account, and
// `peopleDocuments.assignToApplicants` (every live applicant of a project, nobody twice, other
// projects' applicants untouched), and `peopleDocuments.spokenLanguages` (which template a person
// can read). Non-admins are refused and nothing changes; hostile input 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, HOSTILE_STRINGS } from '../common/api.testkit';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { DocumentTemplates } from '../document-templates/collection';
import { ensureDefaults } from '../document-templates/logic';
import { projectInput } from '../projects/api.testkit';
import { PeopleDocuments } from './collection';

const suite = setUpRoleSuite();
let templateId: string;

const snapshot = () => PeopleDocuments.find({}, { sort: { _id: 1 } }).fetchAsync();

async function openProject(): Promise<string> {
  const created = (await suite.admin.connection.callAsync('projects.create', projectInput())) as { _id: string };
  await suite.admin.connection.callAsync('projects.publish', created._id);
  return created._id;
}

beforeAll(async () => {
  await ensureDefaults();
  templateId = (await DocumentTemplates.findOneAsync({ type: 'nda', language: 'de', active: true }))!._id;
});

describe('peopleDocuments.assign by e-mail', () => {
  it('admins assign to the account with that address; others are refused', async () => {
    const person = await suite.app.createUser({ roles: ['candidate'] });
    for (const label of ['anonymous', 'candidate', 'customer', 'candidate+customer']) {
      const refused = await failureOf(suite.as.get(label)!.connection.callAsync('peopleDocuments.assign', { templateId, email: person.email }));
      expect(refused.error, label).toBe(label === 'anonymous' ? 401 : 403);
    }
    expect(await PeopleDocuments.find({ engineUserId: person.userId }).countAsync()).toBe(0);
    const id = (await suite.admin.connection.callAsync('peopleDocuments.assign', { templateId, email: person.email.toUpperCase() })) as string;
    expect(await PeopleDocuments.findOneAsync({ _id: id })).toMatchObject({ engineUserId: person.userId, status: '2', language: 'de' });
  });

  it('refuses an unknown address, and more than one way of naming the person', async () => {
    const person = await suite.app.createUser({ roles: ['candidate'] });
    const before = await snapshot();
    expect((await failureOf(suite.admin.connection.callAsync('peopleDocuments.assign', { templateId, email: 'nobody-here@example.com' }))).error).toBe(404);
    const both = await failureOf(suite.admin.connection.callAsync('peopleDocuments.assign', { templateId, email: person.email, userId: person.userId }));
    expect(both.error).toBe(400);
    for (const bad of HOSTILE_STRINGS) {
      if (bad === null) continue;
      expect((await failureOf(suite.admin.connection.callAsync('peopleDocuments.assign', { templateId, email: bad }))).error).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('peopleDocuments.assignToApplicants', () => {
  it('asks every live applicant of the project once; withdrawn applicants and other projects are left alone', async () => {
    const projectId = await openProject();
    const otherProject = await openProject();
    const applicants = [suite.as.get('candidate')!, suite.as.get('candidate+customer')!];
    for (const applicant of applicants) await applicant.connection.callAsync('applications.apply', projectId, {});
    const leaver = await suite.app.loginAs(await suite.app.createUser({ roles: ['candidate'], profileComplete: true }));
    const withdrawn = (await leaver.connection.callAsync('applications.apply', projectId, {})) as string;
    await leaver.connection.callAsync('applications.withdraw', withdrawn);
    const elsewhere = await suite.app.loginAs(await suite.app.createUser({ roles: ['candidate'], profileComplete: true }));
    await elsewhere.connection.callAsync('applications.apply', otherProject, {});

    for (const label of ['anonymous', 'candidate', 'customer', 'candidate+customer']) {
      const refused = await failureOf(suite.as.get(label)!.connection.callAsync('peopleDocuments.assignToApplicants', templateId, projectId));
      expect(refused.error, label).toBe(label === 'anonymous' ? 401 : 403);
    }
    expect(await PeopleDocuments.find({ projectId }).countAsync()).toBe(0);

    expect(await suite.admin.connection.callAsync('peopleDocuments.assignToApplicants', templateId, projectId)).toEqual({ assigned: 2, skipped: 0 });
    const docs = await PeopleDocuments.find({ projectId }).fetchAsync();
    expect(docs.map((doc) => doc.engineUserId).sort()).toEqual(applicants.map((applicant) => applicant.userId).sort());
    expect(docs.every((doc) => doc.templateId === templateId && doc.status === '2')).toBe(true);
    expect(await suite.admin.connection.callAsync('peopleDocuments.assignToApplicants', templateId, projectId)).toEqual({ assigned: 0, skipped: 2 });
    expect(await PeopleDocuments.find({ engineUserId: elsewhere.userId! }).countAsync()).toBe(0);
    leaver.close();
    elsewhere.close();
  });

  it('refuses unknown projects and templates and hostile ids', async () => {
    const projectId = await openProject();
    const before = await snapshot();
    expect((await failureOf(suite.admin.connection.callAsync('peopleDocuments.assignToApplicants', templateId, 'kT3fPqW8xZ2mN5rLa'))).error).toBe(404);
    expect((await failureOf(suite.admin.connection.callAsync('peopleDocuments.assignToApplicants', 'kT3fPqW8xZ2mN5rLa', projectId))).error).toBe(404);
    for (const bad of HOSTILE_STRINGS) {
      expect((await failureOf(suite.admin.connection.callAsync('peopleDocuments.assignToApplicants', bad, projectId))).error).toBe(400);
      expect((await failureOf(suite.admin.connection.callAsync('peopleDocuments.assignToApplicants', templateId, bad))).error).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('peopleDocuments.spokenLanguages', () => {
  it('admins read the languages of the account with that address; others are refused; no account, no languages', async () => {
    const person = await suite.app.createUser({ roles: ['candidate'] });
    const languages = [
      { language: 'cs', level: 'native' },
      { language: 'en', level: 'C1' },
    ];
    const own = await suite.app.loginAs(person);
    await own.connection.callAsync('users.updateProfile', { candidateData: { languages } });
    own.close();
    for (const label of ['anonymous', 'candidate', 'customer']) {
      const refused = await failureOf(suite.as.get(label)!.connection.callAsync('peopleDocuments.spokenLanguages', person.email));
      expect(refused.error, label).toBe(label === 'anonymous' ? 401 : 403);
    }
    expect(await suite.admin.connection.callAsync('peopleDocuments.spokenLanguages', person.email.toUpperCase())).toEqual(languages);
    expect(await suite.admin.connection.callAsync('peopleDocuments.spokenLanguages', 'nobody-here@example.com')).toEqual([]);
    expect((await failureOf(suite.admin.connection.callAsync('peopleDocuments.spokenLanguages', 'not an address'))).error).toBe(400);
  });
});
