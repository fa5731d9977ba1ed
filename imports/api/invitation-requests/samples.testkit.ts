// The sample InvitationRequest of this collection's tests: realistic and valid, a fresh copy each call.
import { sampleFactory } from '../common/sample-factory.testkit';
import type { InvitationRequest } from './schema';

export const invitationRequest = sampleFactory<InvitationRequest>({
  _id: 'Nn2wT3aT4eR5eQ6sA',
  email: 'eva.kovacs@telekom.hu',
  name: { first: 'Éva', last: 'Kovács' },
  kind: 'customer',
  company: 'Magyar Telekom Nyrt.',
  phone: '+36 30 123 4567',
  message: 'We are looking for three Java developers for our billing platform.',
  status: 'invited',
  invitedAt: new Date('2026-05-04T10:00:00Z'),
  invitedUserId: 'kT3fPqW8xZ2mN5rLa',
});
