// A candidate for browser tests, made as the wizard makes one over DDP: step 1
// (`users.signUp.start`) creates the account, the mailed link confirms it and signs in (read from
// the app's log); with `steps: 'all'` the next three (`users.saveSignUpStep`) follow, leaving only
// the CV upload, and `steps: 'complete'` uploads a CV too (POST /upload/cv, then the last step), as
// applying needs. `finishWizard` does all five for an account made otherwise (a customer given the
// candidate role). The position names its employer (CANDIDATE_EMPLOYER), so tests can look for it
// on public pages.
import { randomBytes } from 'node:crypto';
import { samplePdf } from '../../imports/api/files/test-samples';
import { type Connection, DDP } from '../../packages/ddp-client/server';
import { confirmAddressByMail, type Credentials, passwordDigest } from './e2e-accounts';
import { verifyTokenFor } from './e2e-mail';
import type { BuiltApp } from './start-built-app';

export const CANDIDATE_EMPLOYER = 'Škoda Auto';
export const CANDIDATE_ROLE = 'Senior SAP FI/CO consultant';

export interface E2eCandidate {
  userId: string;
  email: string;
  password: string;
}

const PERSONAL_DETAILS = { phone: '+420 602 123 456', country: 'CZ', city: 'Brno' };

/** Steps 2 to 4 of the wizard, saved in order on a connection logged in as the candidate. */
export async function saveMiddleSteps(connection: Connection): Promise<void> {
  await connection.callAsync('users.saveSignUpStep', 'personal-details-2', {
    languages: [
      { language: 'cs', level: 'native' },
      { language: 'en', level: 'C1' },
    ],
    availability: { from: new Date('2026-12-01T00:00:00Z'), workloadPercent: 80 },
  });
  await connection.callAsync('users.saveSignUpStep', 'experience-1', {
    headline: 'SAP FI/CO consultant',
    fieldsOfExpertise: ['sap-erp'],
    skills: ['sap-fi', 'sap-co'],
    typesOfService: ['freelance'],
    yearsOfExperience: 12,
  });
  await connection.callAsync('users.saveSignUpStep', 'experience-2', {
    experience: [{ role: CANDIDATE_ROLE, company: CANDIDATE_EMPLOYER, from: new Date('2019-01-01T00:00:00Z') }],
  });
}

/** The last step: a CV uploaded with the login token, then confirmed, as the wizard's upload does. */
async function uploadCvStep(app: BuiltApp, connection: Connection, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream', 'X-File-Name': 'cv.pdf' };
  const sent = await fetch(`${app.url}/upload/cv`, { method: 'POST', headers, body: new Uint8Array(samplePdf()) });
  if (sent.status !== 201) throw new Error(`The CV upload answered ${sent.status}: ${await sent.text()}`);
  const { cv } = (await sent.json()) as { cv: { file: string } };
  await connection.callAsync('users.saveSignUpStep', 'upload-cv', { file: cv.file });
}

async function login(connection: Connection, { email, password }: Credentials): Promise<string> {
  const result = (await connection.callAsync('login', { user: { email }, password: passwordDigest(password) })) as { id: string; token: string };
  connection.setUserId(result.id);
  return result.token;
}

export async function signUpCandidate(
  app: BuiltApp,
  { first = 'Jana', last = 'Nováková', steps = 'all' }: { first?: string; last?: string; steps?: 'first-only' | 'all' | 'complete' } = {},
): Promise<E2eCandidate> {
  const email = `cand-${randomBytes(4).toString('hex')}@example.com`;
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  const connection = DDP.connect(app.url);
  try {
    await connection.callAsync('users.signUp.start', { email, password: passwordDigest(password), name: { first, last }, ...PERSONAL_DETAILS });
    const userId = await confirmAddressByMail((address) => verifyTokenFor(app, address), connection, email);
    if (steps !== 'first-only') await saveMiddleSteps(connection);
    if (steps === 'complete') await uploadCvStep(app, connection, await login(connection, { email, password }));
    return { userId, email, password };
  } finally {
    connection.close();
  }
}

/** All five steps for an existing account (with its name), so it may apply. */
export async function finishWizard(app: BuiltApp, account: Credentials & { first: string; last: string }): Promise<void> {
  const connection = DDP.connect(app.url);
  try {
    const token = await login(connection, account);
    await connection.callAsync('users.saveSignUpStep', 'personal-details-1', { name: { first: account.first, last: account.last }, ...PERSONAL_DETAILS });
    await saveMiddleSteps(connection);
    await uploadCvStep(app, connection, token);
  } finally {
    connection.close();
  }
}
