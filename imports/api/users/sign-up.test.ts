// The candidate sign-up wizard and the customer sign-up over a real WebSocket against the real
// server: the account is created at the first step, unconfirmed, and the link mailed to the real
// SMTP peer logs the connection in (the neutral answer for taken addresses has its own file,
// sign-up-verification.api.test.ts); each later step is validated by its own schema, saved, and
// recorded; skipping ahead, another user's data, and hostile input are refused without changing
// anything.
import { Accounts } from 'meteor/accounts-base';
import { describe, expect, it } from 'vitest';
import { passwordDigest } from '../../../tests/helpers/app-fixture';
import { appWithMailForThisFile } from '../../../tests/helpers/mail-fixture';
import { RawDdpClient } from '../../../tests/helpers/raw-ddp-client';
import { findUser } from './store';
import {
  callError,
  candidateStartForm,
  confirmFromMail,
  HOSTILE_VALUES,
  signUpConfirmed,
  STEP_DATA,
  uniqueEmail,
  usersSnapshot,
} from './users.testkit';

const fixture = appWithMailForThisFile();

async function anonymous() {
  const session = await fixture.app.connectAs(null);
  return session;
}

interface LoginAnswer {
  id: string;
  token: string;
  tokenExpires: Date;
}

describe("Meteor's raw createUser", () => {
  it('is refused: accounts come only from the sign-up methods, with their schemas and limits', async () => {
    const { connection, close } = await anonymous();
    const email = uniqueEmail();
    await expect(connection.callAsync('createUser', { email, password: passwordDigest('a long password') })).rejects.toMatchObject({
      error: 403,
      reason: 'Signups forbidden',
    });
    expect(await Accounts.findUserByEmail(email)).toBeFalsy();
    close();
  });
});

describe('users.signUp.start (personal-details-1)', () => {
  it('creates an unconfirmed candidate account; the mailed link logs the connection in with a resumable token', async () => {
    const { connection, close } = await anonymous();
    const form = candidateStartForm();
    expect(await connection.callAsync('users.signUp.start', form)).toEqual({ sentTo: form.email });
    // Nobody is logged in by the sign-up itself.
    expect((await callError(connection, 'users.getUser')).error).toBe(401);
    expect((await Accounts.findUserByEmail(form.email as string))?.emails).toEqual([{ address: form.email, verified: false }]);
    const answer = (await confirmFromMail(connection, fixture.smtp, form.email as string)) as LoginAnswer;
    expect(answer.id).toMatch(/^[A-Za-z0-9]{17}$/);

    // The same connection now acts as the new user, whose address is confirmed.
    const me = (await connection.callAsync('users.getUser')) as Record<string, unknown>;
    expect(me).toMatchObject({ _id: answer.id, roles: ['candidate'], name: { first: 'Jana', last: 'Nováková' }, email: form.email });

    const stored = await findUser(answer.id);
    expect(stored?.candidateData).toMatchObject({ phone: '+420 602 123 456', country: 'CZ', city: 'Brno', completedSteps: ['personal-details-1'] });
    expect(stored?.campaign).toMatchObject({ utm_source: 'linkedin', utm_medium: 'cpc', utm_campaign: 'sap-q2' });
    expect(stored?.campaign?.capturedAt).toBeInstanceOf(Date);
    expect(stored?.emails).toEqual([{ address: form.email, verified: true }]);

    // The token resumes the session on another connection (what a browser reload does).
    const other = await anonymous();
    const resumed = (await other.connection.callAsync('login', { resume: answer.token })) as LoginAnswer;
    expect(resumed.id).toBe(answer.id);
    // And the password works for a normal login.
    const third = await anonymous();
    const login = (await third.connection.callAsync('login', { user: { email: form.email }, password: passwordDigest('correct horse battery staple') })) as LoginAnswer;
    expect(login.id).toBe(answer.id);
    close();
    other.close();
    third.close();
  });

  it('never takes roles, services or other keys from the client', async () => {
    const { connection, close } = await anonymous();
    for (const extra of [{ roles: ['admin'] }, { services: { password: {} } }, { profile: { role: 'admin' } }, { candidateData: {} }, { emails: [] }]) {
      const before = await usersSnapshot();
      const error = await callError(connection, 'users.signUp.start', candidateStartForm(extra));
      expect(error).toMatchObject({ error: 400, reason: 'INVALID' });
      expect(await usersSnapshot()).toBe(before);
    }
    close();
  });

  it('answers a taken address, in any letter case, like a new one, without creating a second account', async () => {
    const { connection, close } = await anonymous();
    const email = uniqueEmail();
    await fixture.app.createUser({ roles: ['candidate'], email });
    const before = await usersSnapshot();
    const upper = email.toUpperCase();
    expect(await connection.callAsync('users.signUp.start', candidateStartForm({ email: upper }))).toEqual({ sentTo: upper });
    expect(await usersSnapshot()).toBe(before);
    close();
  });

  it('refuses a connection that is already logged in', async () => {
    const { connection, close } = await fixture.app.connectAs(['candidate']);
    const error = await callError(connection, 'users.signUp.start', candidateStartForm());
    expect(error.error).toBe(409);
    close();
  });

  it('refuses bad input of every kind and changes nothing', async () => {
    const { connection, close } = await anonymous();
    const cases: Record<string, unknown>[] = [
      { email: 'anna@localhost' },
      { password: 'plain text password' },
      { password: { digest: 'abc', algorithm: 'sha-256' } },
      { password: { digest: 'a'.repeat(64), algorithm: 'md5' } },
      { password: passwordDigest('') },
      { name: { first: '', last: 'X' } },
      { phone: 'call me maybe' },
      { country: 'XX' },
      { city: 'x'.repeat(121) },
      { campaign: { utm_source: 'x'.repeat(201) } },
      { campaign: { capturedAt: new Date() } },
    ];
    // `campaign: null` is simply no campaign (an optional key), so it is not among the refused values.
    for (const value of HOSTILE_VALUES) cases.push({ email: value }, { city: value }, { name: value }, ...(value === null ? [] : [{ campaign: value }]));
    for (const overrides of cases) {
      const before = await usersSnapshot();
      const error = await callError(connection, 'users.signUp.start', candidateStartForm(overrides));
      expect(error.error, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(await usersSnapshot()).toBe(before);
    }
    for (const args of [[], [null], ['string'], [{ $ne: null }], [candidateStartForm(), 'surplus']]) {
      const error = await callError(connection, 'users.signUp.start', ...args);
      expect(error).toMatchObject({ error: 400, reason: 'INVALID' });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    close();
  });

  it('stores nothing and pollutes nothing for own __proto__ keys sent as raw DDP frames', async () => {
    // Our DDP client cannot send an own `__proto__` key; a raw frame can. The server either
    // refuses it (400) or never sees it as a key; either way it must not reach a document.
    const form = () => JSON.stringify(candidateStartForm()).slice(0, -1);
    const frames = [`${form()},"__proto__":{"polluted":1}}`, `${form().replace('"campaign":{', '"campaign":{"__proto__":{"polluted":1},')}}`];
    for (const [index, params] of frames.entries()) {
      // A fresh connection each time, as a browser would.
      const { client } = await RawDdpClient.connected(`${fixture.app.url.replace('http', 'ws')}/websocket`);
      client.sendText(`{"msg":"method","id":"p${index}","method":"users.signUp.start","params":[${params}]}`);
      const answer = (await client.next({ msg: 'result', id: `p${index}` })) as { error?: { error: unknown }; result?: { sentTo: string } };
      if (answer.error) expect(answer.error.error).toBe(400);
      else expect(JSON.stringify(await Accounts.findUserByEmail(answer.result?.sentTo as string))).not.toContain('polluted');
      client.close();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('users.saveSignUpStep', () => {
  it('walks the wizard end to end on one connection, storing each step', async () => {
    const { connection, close } = await anonymous();
    const { id } = await signUpConfirmed(connection, fixture.smtp);

    expect(await connection.callAsync('users.saveSignUpStep', 'personal-details-2', STEP_DATA['personal-details-2'])).toEqual([
      'personal-details-1',
      'personal-details-2',
    ]);
    await connection.callAsync('users.saveSignUpStep', 'experience-1', STEP_DATA['experience-1']);
    await connection.callAsync('users.saveSignUpStep', 'experience-2', STEP_DATA['experience-2']);

    // The CV arrives over HTTP (files module); the step confirms the stored file.
    const notYet = await callError(connection, 'users.saveSignUpStep', 'upload-cv', { file: 'Xk29sLpQ0aZ.pdf' });
    expect(notYet.error).toBe(409);
    const cv = { file: 'Xk29sLpQ0aZ.pdf', name: 'CV.pdf', mimeType: 'application/pdf', size: 1000, uploadedAt: new Date() };
    await Accounts.users.updateAsync({ _id: id }, { $set: { 'candidateData.cv': cv } });
    const wrongFile = await callError(connection, 'users.saveSignUpStep', 'upload-cv', { file: 'other.pdf' });
    expect(wrongFile.error).toBe(409);
    const steps = await connection.callAsync('users.saveSignUpStep', 'upload-cv', { file: 'Xk29sLpQ0aZ.pdf' });
    expect(steps).toEqual(['personal-details-1', 'personal-details-2', 'experience-1', 'experience-2', 'upload-cv']);

    const stored = await findUser(id);
    expect(stored?.candidateData).toMatchObject({
      ...STEP_DATA['personal-details-2'],
      ...STEP_DATA['experience-1'],
      ...STEP_DATA['experience-2'],
      cv,
      country: 'CZ',
    });
    close();
  });

  it('lets a completed step be saved again, replacing exactly its fields', async () => {
    const { connection, close } = await anonymous();
    const { id } = await signUpConfirmed(connection, fixture.smtp);
    await connection.callAsync('users.saveSignUpStep', 'personal-details-2', STEP_DATA['personal-details-2']);
    const { expectedRate: _dropped, ...withoutRate } = STEP_DATA['personal-details-2'];
    await connection.callAsync('users.saveSignUpStep', 'personal-details-2', withoutRate);
    await connection.callAsync('users.saveSignUpStep', 'personal-details-1', {
      name: { first: 'Jana', last: 'Dvořáková' },
      phone: '+420 777 000 111',
      country: 'SK',
      city: 'Bratislava',
    });
    const stored = await findUser(id);
    expect(stored?.candidateData?.expectedRate).toBeUndefined();
    expect(stored?.candidateData?.languages).toHaveLength(2);
    expect(stored?.profile?.name).toEqual({ first: 'Jana', last: 'Dvořáková' });
    expect(stored?.candidateData).toMatchObject({ country: 'SK', city: 'Bratislava', completedSteps: ['personal-details-1', 'personal-details-2'] });
    close();
  });

  it('refuses skipping ahead and saves nothing', async () => {
    const { connection, close } = await anonymous();
    await signUpConfirmed(connection, fixture.smtp);
    const before = await usersSnapshot();
    const error = await callError(connection, 'users.saveSignUpStep', 'experience-1', STEP_DATA['experience-1']);
    expect(error.error).toBe(409);
    expect(error.details).toMatchObject({ messageId: 'errors.signUp.previousStepsFirst', missing: ['personal-details-2'] });
    expect(await usersSnapshot()).toBe(before);
    close();
  });

  it('validates each step with its own schema and saves nothing invalid', async () => {
    const { connection, close } = await anonymous();
    await signUpConfirmed(connection, fixture.smtp);
    const invalid: [string, Record<string, unknown>][] = [
      ['personal-details-2', { ...STEP_DATA['personal-details-2'], languages: [] }],
      ['personal-details-2', { ...STEP_DATA['personal-details-2'], languages: [{ language: 'en', level: 'C1' }, { language: 'en', level: 'B1' }] }],
      ['personal-details-2', { ...STEP_DATA['personal-details-2'], availability: { from: new Date(), workloadPercent: 5 } }],
      ['personal-details-2', { ...STEP_DATA['personal-details-2'], skills: ['sap-fi'] }],
      ['personal-details-2', { ...STEP_DATA['personal-details-2'], 'services.password.bcrypt': 'x' }],
      ['personal-details-2', { $set: { roles: ['admin'] } }],
      ['personal-details-2', { ...STEP_DATA['personal-details-2'], completedSteps: ['upload-cv'] }],
      ['personal-details-2', { ...STEP_DATA['personal-details-2'], languages: [null] }],
      ['personal-details-1', { name: { first: 'A', last: 'B' }, phone: '+420 602 123 456', country: 'CZ', city: 'x'.repeat(121) }],
    ];
    for (const value of HOSTILE_VALUES) invalid.push(['personal-details-2', { ...STEP_DATA['personal-details-2'], expectedRate: value }]);
    for (const value of HOSTILE_VALUES) invalid.push(['personal-details-2', value as Record<string, unknown>]);
    for (const [step, data] of invalid) {
      const before = await usersSnapshot();
      const error = await callError(connection, 'users.saveSignUpStep', step, data);
      // A prototype key is refused by the DDP runtime before the schema sees the arguments.
      const reason = JSON.stringify(data).includes('"constructor"') ? 'Arguments may not contain the key "constructor"' : 'INVALID';
      expect(error, JSON.stringify(data).slice(0, 100)).toMatchObject({ error: 400, reason });
      expect(await usersSnapshot()).toBe(before);
    }
    for (const step of HOSTILE_VALUES) {
      const error = await callError(connection, 'users.saveSignUpStep', step, STEP_DATA['personal-details-2']);
      const reason = JSON.stringify(step).includes('"constructor"') ? 'Arguments may not contain the key "constructor"' : 'INVALID';
      expect(error).toMatchObject({ error: 400, reason });
    }
    close();
  });

  it('writes only the caller’s own document: there is no way to name another user', async () => {
    const victim = await fixture.app.connectAs(['candidate']);
    const attacker = await anonymous();
    await signUpConfirmed(attacker.connection, fixture.smtp);
    const before = await findUser(victim.userId as string);
    const withUserId = await callError(attacker.connection, 'users.saveSignUpStep', 'personal-details-2', {
      ...STEP_DATA['personal-details-2'],
      userId: victim.userId,
    });
    expect(withUserId.error).toBe(400);
    const thirdArg = await callError(attacker.connection, 'users.saveSignUpStep', 'personal-details-2', STEP_DATA['personal-details-2'], victim.userId);
    expect(thirdArg.error).toBe(400);
    expect(await findUser(victim.userId as string)).toEqual(before);
    victim.close();
    attacker.close();
  });

  it('is refused to anonymous callers and allowed per the registration rule for every role', async () => {
    const anon = await anonymous();
    expect((await callError(anon.connection, 'users.saveSignUpStep', 'personal-details-2', STEP_DATA['personal-details-2'])).error).toBe(401);
    anon.close();
    const noRoles = await fixture.app.connectAs([]);
    expect((await callError(noRoles.connection, 'users.saveSignUpStep', 'personal-details-2', STEP_DATA['personal-details-2'])).error).toBe(403);
    noRoles.close();
    for (const roles of [['candidate'], ['customer'], ['candidate', 'customer'], ['admin']]) {
      const session = await fixture.app.connectAs(roles);
      // Allowed by the rule; these accounts did not start the wizard, so the order check answers.
      expect((await callError(session.connection, 'users.saveSignUpStep', 'personal-details-2', STEP_DATA['personal-details-2'])).error).toBe(409);
      const first = { name: { first: 'Petr', last: 'Svoboda' }, phone: '+420 602 123 456', country: 'CZ', city: 'Praha' };
      expect(await session.connection.callAsync('users.saveSignUpStep', 'personal-details-1', first)).toEqual(['personal-details-1']);
      const stored = await findUser(session.userId as string);
      expect(stored?.roles).toEqual(roles);
      session.close();
    }
  });
});

describe('users.signUpCustomer', () => {
  it('creates an unconfirmed customer account; the mailed link logs the connection in', async () => {
    const { connection, close } = await anonymous();
    const email = uniqueEmail('petr');
    const sent = await connection.callAsync('users.signUpCustomer', {
      email,
      password: passwordDigest('another good password'),
      name: { first: 'Petr', last: 'Svoboda' },
      campaign: { gclid: 'Cj0KCQ' },
    });
    expect(sent).toEqual({ sentTo: email });
    expect((await callError(connection, 'users.getUser')).error).toBe(401);
    const answer = (await confirmFromMail(connection, fixture.smtp, email)) as LoginAnswer;
    expect(await connection.callAsync('users.getUser')).toMatchObject({ _id: answer.id, roles: ['customer'], email });
    const stored = await findUser(answer.id);
    expect(stored?.candidateData).toBeUndefined();
    expect(stored?.campaign?.gclid).toBe('Cj0KCQ');
    close();
  });

  it('refuses roles, unknown keys and hostile values', async () => {
    const { connection, close } = await anonymous();
    const valid = { email: uniqueEmail('petr'), password: passwordDigest('pw pw pw pw'), name: { first: 'P', last: 'S' } };
    const cases: Record<string, unknown>[] = [{ roles: ['admin'] }, { phone: '+420 602 123 456' }, { name: { first: 'P', last: 'S', role: 'admin' } }];
    for (const value of HOSTILE_VALUES) cases.push({ email: value }, { password: value });
    for (const overrides of cases) {
      const before = await usersSnapshot();
      expect((await callError(connection, 'users.signUpCustomer', { ...valid, ...overrides })).error).toBe(400);
      expect(await usersSnapshot()).toBe(before);
    }
    close();
  });
});
