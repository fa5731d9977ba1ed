// Shared pieces of the users module's integration tests: valid wizard forms, error capture, the
// hostile values every method must refuse, and subscribing with a recording client store.
import { Random } from 'meteor/random';
import type { Connection } from '../../../packages/ddp-client/server';
import { passwordDigest } from '../../../tests/helpers/app-fixture';
import { RecordingStore } from '../../../tests/helpers/recording-store';
import { type ReceivedMail, type SmtpSink, tokenFromMail } from '../../../tests/integration/accounts/smtp-sink';
import { usersCollection } from './store';

export function uniqueEmail(prefix = 'jana'): string {
  return `${prefix}.${Random.id(8).toLowerCase()}@example.com`;
}

export function candidateStartForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail(),
    password: passwordDigest('correct horse battery staple'),
    name: { first: 'Jana', last: 'Nováková' },
    phone: '+420 602 123 456',
    country: 'CZ',
    city: 'Brno',
    campaign: { utm_source: 'linkedin', utm_medium: 'cpc', utm_campaign: 'sap-q2' },
    ...overrides,
  };
}

/** The next mail to `email` whose text matches `pattern`. */
export function mailTo(smtp: SmtpSink, email: string, pattern: RegExp): Promise<ReceivedMail> {
  return smtp.nextMail((mail) => mail.to.includes(email.toLowerCase()) && pattern.test(mail.text));
}

/** Opens the verification link mailed to `email` on `connection` (verifyEmail logs it in); answers the login. */
export async function confirmFromMail(connection: Connection, smtp: SmtpSink, email: string): Promise<{ id: string; token: string }> {
  const token = tokenFromMail(await mailTo(smtp, email, /verify-email\//), 'verify-email');
  const login = (await connection.callAsync('verifyEmail', token)) as { id: string; token: string };
  connection.setUserId(login.id);
  return login;
}

/** A candidate signed up over `users.signUp.start` and confirmed from the mail, as the wizard's user: the connection is then theirs. */
export async function signUpConfirmed(
  connection: Connection,
  smtp: SmtpSink,
  form: Record<string, unknown> = candidateStartForm(),
): Promise<{ id: string; token: string; email: string }> {
  const email = form.email as string;
  await connection.callAsync('users.signUp.start', form);
  return { ...(await confirmFromMail(connection, smtp, email)), email };
}

/** Valid data for every step after the first, in wizard order. */
export const STEP_DATA: Record<string, Record<string, unknown>> = {
  'personal-details-2': {
    languages: [
      { language: 'cs', level: 'native' },
      { language: 'en', level: 'C1' },
    ],
    availability: { from: new Date('2026-05-01T00:00:00Z'), workloadPercent: 80 },
    expectedRate: { amount: 85, currency: 'EUR', unit: 'hour' },
  },
  'experience-1': {
    headline: 'SAP FI/CO consultant',
    fieldsOfExpertise: ['sap-erp'],
    industries: ['automotive'],
    skills: ['sap-fi', 'sap-co'],
    typesOfService: ['freelance'],
    yearsOfExperience: 12,
  },
  'experience-2': {
    experience: [{ role: 'Senior SAP FI/CO consultant', company: 'Škoda Auto', industry: 'automotive', from: new Date('2019-01-01T00:00:00Z') }],
    showEmployerNames: true,
  },
};

export interface CallError {
  error: unknown;
  reason?: string;
  details?: unknown;
}

/** The Meteor.Error a call rejects with (fails the test if it resolves). */
export async function callError(connection: Connection, name: string, ...args: unknown[]): Promise<CallError> {
  try {
    const result = await connection.callAsync(name, ...args);
    throw new Error(`${name} was expected to fail but answered ${JSON.stringify(result)}`);
  } catch (error) {
    if (error instanceof Error && error.message.includes('was expected to fail')) throw error;
    return error as CallError;
  }
}

/** Values that must never pass where a string, boolean, id or object belongs. */
export const HOSTILE_VALUES: unknown[] = [
  { $ne: null },
  { $gt: '' },
  { $regexp: '.*', $flags: '' },
  ['a', 'b'],
  { constructor: { prototype: { polluted: 1 } } },
  'x'.repeat(100_000),
  12345,
  null,
];

/**
 * A snapshot of every user document, to prove a refused call changed nothing. `status` is left
 * out: user-status updates it in the background as other test connections come and go.
 */
export async function usersSnapshot(): Promise<string> {
  const docs = await usersCollection().find({}, { sort: { _id: 1 }, fields: { status: 0 } }).fetchAsync();
  return JSON.stringify(docs);
}

const stores = new WeakMap<Connection, RecordingStore>();

/** The connection's client-side `users` collection (one per connection, registered on first use). */
export function usersStore(connection: Connection): RecordingStore {
  let store = stores.get(connection);
  if (!store) {
    store = new RecordingStore();
    connection.registerStore('users', store);
    stores.set(connection, store);
  }
  return store;
}

export interface Subscription {
  store: RecordingStore;
  stop(): void;
}

/** Subscribes and resolves once ready, with a store recording the `users` documents it receives. */
export function subscribeUsers(connection: Connection, name: string, ...args: unknown[]): Promise<Subscription> {
  const store = usersStore(connection);
  return new Promise((resolve, reject) => {
    const handle = connection.subscribe(name, ...args, {
      onReady: () => resolve({ store, stop: () => handle.stop() }),
      onStop: (error?: Error) => reject(error ?? new Error(`subscription ${name} stopped before ready`)),
    });
  });
}
