// Deleting one's own account and exporting one's own data, over a real WebSocket: deletion erases
// what it says (profile, candidate data, e-mail, sessions, files, expert entry), keeps what it
// says (the tombstone, agreement records named by other modules), logs every connection out and
// frees the address; the export holds the caller's data and nobody else's.
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordDigest } from '../../../tests/helpers/app-fixture';
import { appWithMailForThisFile } from '../../../tests/helpers/mail-fixture';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { Applications } from '../applications/collection';
import { People } from '../people/collection';
import { tombstoneEmail } from './account-deletion';
import { onAccountDeleted, registerPersonalDataExporter } from './personal-data';
import { findUser } from './store';
import { callError, candidateStartForm, HOSTILE_VALUES, signUpConfirmed, STEP_DATA, usersSnapshot } from './users.testkit';

const fixture = appWithMailForThisFile();

beforeAll(() => {
  // What a module holding agreement records registers (peopleDocuments has no collection yet).
  onAccountDeleted('test-agreements', (user) => ({
    kept: [{ what: `Agreement records of ${user._id}`, why: 'Legal evidence' }],
  }));
  registerPersonalDataExporter('test-echo', (userId) => ({ ownerOfThisSection: userId }));
});


async function signedUpCandidate() {
  const { connection, close } = await fixture.app.connectAs(null);
  const form = candidateStartForm();
  const { id, token } = await signUpConfirmed(connection, fixture.smtp, form);
  await connection.callAsync('users.saveSignUpStep', 'personal-details-2', STEP_DATA['personal-details-2']);
  return { connection, close, id, token, email: form.email as string };
}

async function expertEntryFor(userId: string): Promise<string> {
  return People.insertAsync({
    firstName: 'Jana',
    lastInitial: 'N',
    headline: 'SAP FI/CO consultant',
    country: 'CZ',
    continent: 'EURO',
    fieldsOfExpertise: ['sap-erp'],
    skills: ['sap-fi'],
    languages: [{ language: 'cs', level: 'native' }],
    yearsOfExperience: 12,
    urlName: `jana-n-${userId.toLowerCase()}`,
    status: 'published',
    sourceUserId: userId,
  } as never);
}

describe('users.deleteAccount', () => {
  it('erases personal data, the expert entry and every session, keeps the tombstone and agreements, and says so', async () => {
    const { connection, close, id, token, email } = await signedUpCandidate();
    const entryId = await expertEntryFor(id);
    const otherSession = await fixture.app.connectAs(null);
    await otherSession.connection.callAsync('login', { resume: token });
    expect(await otherSession.connection.callAsync('users.getUser')).toMatchObject({ _id: id });

    const summary = (await connection.callAsync('users.deleteAccount', 'DELETE')) as {
      erased: string[];
      kept: { what: string; why: string }[];
      deletedAt: Date;
    };
    expect(summary.erased.join('\n')).toMatch(/e-mail address/);
    expect(summary.erased).toContain('Your entry in the expert directory');
    expect(summary.kept.map((item) => item.what).join('\n')).toMatch(/Agreement records/);
    expect(summary.kept).toContainEqual({ what: `Agreement records of ${id}`, why: 'Legal evidence' });
    for (const item of summary.kept) expect(item.why.length).toBeGreaterThan(0);

    const stored = await findUser(id);
    expect(stored).toMatchObject({ _id: id, roles: [], emails: [{ address: tombstoneEmail(id), verified: false }] });
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    for (const field of ['profile', 'candidateData', 'services', 'campaign', 'selectedAccountId']) {
      expect(stored, field).not.toHaveProperty(field);
    }
    // user-status marks the closed sessions offline afterwards; no login data comes back.
    expect([undefined, { online: false }]).toContainEqual(stored?.status);
    expect(JSON.stringify(stored)).not.toContain(email);
    expect(await People.findOneAsync({ _id: entryId })).toBeUndefined();

    // Both connections are logged out; the old token and password no longer work.
    expect((await callError(connection, 'users.getUser')).error).toBe(401);
    await waitUntil(async () => ((await callError(otherSession.connection, 'users.getUser')).error === 401 ? true : undefined), {
      what: 'the other connection to be logged out',
    });
    expect((await callError(otherSession.connection, 'login', { resume: token })).error).toBe(403);
    expect((await callError(otherSession.connection, 'login', { user: { email }, password: passwordDigest('correct horse battery staple') })).error).toBe(403);

    // The address is free for a new sign-up: a new account, confirmed by a new link.
    const again = await fixture.app.connectAs(null);
    const renewed = await signUpConfirmed(again.connection, fixture.smtp, candidateStartForm({ email }));
    expect(renewed.id).not.toBe(id);
    again.close();
    otherSession.close();
    close();
  });

  it('works for every role and is refused to anonymous callers', async () => {
    for (const roles of [['customer'], ['candidate', 'customer'], ['admin']]) {
      const { connection, userId, close } = await fixture.app.connectAs(roles);
      await connection.callAsync('users.deleteAccount', 'DELETE');
      expect((await findUser(userId as string))?.deletedAt).toBeInstanceOf(Date);
      close();
    }
    const anonymous = await fixture.app.connectAs(null);
    expect((await callError(anonymous.connection, 'users.deleteAccount', 'DELETE')).error).toBe(401);
    anonymous.close();
  });

  it('needs the literal confirmation, cannot name another user, and changes nothing otherwise', async () => {
    const { connection, close } = await fixture.app.connectAs(['candidate']);
    const victim = await fixture.app.createUser({ roles: ['candidate'] });
    for (const args of [[], ['delete'], ['DELETE ', 'x'], ['DELETE', victim.userId], [{ $ne: null }], ...HOSTILE_VALUES.map((value) => [value])]) {
      const before = await usersSnapshot();
      expect((await callError(connection, 'users.deleteAccount', ...args)).error).toBe(400);
      expect(await usersSnapshot()).toBe(before);
    }
    close();
  });
});

describe('users.exportMyData', () => {
  it('exports the caller’s own documents across collections and nobody else’s', async () => {
    const me = await signedUpCandidate();
    const other = await signedUpCandidate();
    await other.connection.callAsync('users.updateProfile', { candidateData: { city: 'Someone Else Town' } });
    await expertEntryFor(me.id);
    const projectId = 'aB3dE5fG7hJ9kL2mN';
    const application = (userId: string) => ({ projectId, userId, status: 'submitted' as const, statusHistory: [{ status: 'submitted' as const, at: new Date() }] });
    await Applications.insertAsync(application(me.id));
    await Applications.insertAsync(application(other.id));

    const data = (await me.connection.callAsync('users.exportMyData')) as { userId: string; sections: Record<string, unknown> };
    expect(data.userId).toBe(me.id);
    expect(data.sections.user).toMatchObject({ _id: me.id, emails: [{ address: me.email }], candidateData: { city: 'Brno' } });
    expect(data.sections.expertEntry).toMatchObject({ sourceUserId: me.id });
    expect(data.sections['test-echo']).toEqual({ ownerOfThisSection: me.id });
    expect(data.sections.applications).toEqual([expect.objectContaining({ projectId, userId: me.id, status: 'submitted' })]);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/services|bcrypt|loginTokens/);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('Someone Else Town');
    me.close();
    other.close();
  });

  it('works for every role, takes no arguments and is refused to anonymous callers', async () => {
    for (const roles of [['candidate'], ['customer'], ['candidate', 'customer'], ['admin']]) {
      const { connection, userId, close } = await fixture.app.connectAs(roles);
      expect(await connection.callAsync('users.exportMyData')).toMatchObject({ userId, sections: { user: { _id: userId, roles } } });
      expect((await callError(connection, 'users.exportMyData', { userId: 'aB3dE5fG7hJ9kL2mN' })).error).toBe(400);
      close();
    }
    const anonymous = await fixture.app.connectAs(null);
    expect((await callError(anonymous.connection, 'users.exportMyData')).error).toBe(401);
    anonymous.close();
  });
});
