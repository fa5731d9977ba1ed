// The sample Company of this collection's tests: realistic and valid, a fresh copy each call.
import { sampleFactory } from '../common/sample-factory.testkit';
import type { Company } from './schema';

export const company = sampleFactory<Company>({
  _id: 'Co5mP6aN7yX8zQ9rS',
  name: 'Brněnské strojírny s.r.o.',
  companyIdNumber: '27082440',
  vatId: 'CZ27082440',
  address: { street: 'Křenová 65c', city: 'Brno', postalCode: '602 00' },
  country: 'CZ',
  website: 'https://www.brnenske-strojirny.cz',
  members: [
    { userId: 'kT3fPqW8xZ2mN5rLa', role: 'owner', addedAt: new Date('2026-04-01T12:00:00Z') },
    { userId: 'Hn4kR7tW2xY9zA3bC', role: 'member', addedAt: new Date('2026-04-03T08:00:00Z') },
  ],
});
