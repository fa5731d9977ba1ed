// A candidate for browser tests, made as the wizard makes one over DDP: step 1
// (`users.signUp.start`) creates the account, the mailed link confirms it and signs in (read from
// the app's log); with `steps: 'all'` the next three
// (`users.saveSignUpStep`) follow, leaving only the CV upload. The position names its employer
// (CANDIDATE_EMPLOYER), so tests can look for it on public pages.
import { randomBytes } from 'node:crypto';
import { DDP } from '../../packages/ddp-client/server';
import { confirmAddressByMail, passwordDigest } from './e2e-accounts';
import { verifyTokenFor } from './e2e-mail';
import type { BuiltApp } from './start-built-app';

export const CANDIDATE_EMPLOYER = 'Škoda Auto';
export const CANDIDATE_ROLE = 'Senior SAP FI/CO consultant';

export interface E2eCandidate {
  userId: string;
  email: string;
  password: string;
}

export async function signUpCandidate(
  app: BuiltApp,
  { first = 'Jana', last = 'Nováková', steps = 'all' }: { first?: string; last?: string; steps?: 'first-only' | 'all' } = {},
): Promise<E2eCandidate> {
  const email = `cand-${randomBytes(4).toString('hex')}@example.com`;
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  const connection = DDP.connect(app.url);
  try {
    await connection.callAsync('users.signUp.start', {
      email,
      password: passwordDigest(password),
      name: { first, last },
      phone: '+420 602 123 456',
      country: 'CZ',
      city: 'Brno',
    });
    const userId = await confirmAddressByMail((address) => verifyTokenFor(app, address), connection, email);
    if (steps === 'all') {
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
    return { userId, email, password };
  } finally {
    connection.close();
  }
}
