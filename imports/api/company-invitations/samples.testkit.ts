// The sample CompanyInvitation of this collection's tests: realistic and valid, a fresh copy each call.
import { sampleFactory } from '../common/sample-factory.testkit';
import type { CompanyInvitation } from './schema';

export const invitation = sampleFactory<CompanyInvitation>({
  _id: 'Jn5vT6aN7yX8zQ9rT',
  companyId: 'Co5mP6aN7yX8zQ9rS',
  invitedBy: 'kT3fPqW8xZ2mN5rLa',
  companyName: 'Brněnské strojírny s.r.o.',
  inviterName: 'Olga Berger',
  role: 'member',
  address: 'colin@firma.cz',
  createdAt: new Date('2026-11-01T12:00:00Z'),
  expiresAt: new Date('2026-11-15T12:00:00Z'),
  status: 'pending',
  hashedToken: 'x0ntvY8ZV3cdQlpuOWTq6fhovTazw3l2tnJn5bBmAbY=',
  pendingKey: 'Co5mP6aN7yX8zQ9rS:colin@firma.cz',
});
