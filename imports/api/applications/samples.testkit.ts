// The sample Application of this collection's tests: realistic and valid, a fresh copy each call.
import { sampleFactory } from '../common/sample-factory.testkit';
import type { Application } from './schema';

export const application = sampleFactory<Application>({
  _id: 'Ap2bC3dE4fG5hJ6kL',
  projectId: 'Pr7jK2mN4qS6tW8wX',
  userId: 'kT3fPqW8xZ2mN5rLa',
  peopleId: 'Hn4kR7tW2xY9zA3bC',
  note: 'I led two S/4HANA finance migrations in insurance and can start in October.',
  proposedRate: { amount: 105, currency: 'EUR', unit: 'hour' },
  availableFrom: new Date('2026-10-01'),
  status: 'shortlisted',
  statusHistory: [
    { status: 'submitted', at: new Date('2026-08-21T10:00:00Z'), by: 'kT3fPqW8xZ2mN5rLa' },
    { status: 'in-review', at: new Date('2026-08-22T08:30:00Z'), by: 'Ad9mN8bW7cX6zL5kJ' },
    { status: 'shortlisted', at: new Date('2026-08-25T14:00:00Z'), by: 'Ad9mN8bW7cX6zL5kJ', note: 'Profile sent to the client.' },
  ],
  adminNote: 'Client prefers German native speakers; check rate flexibility.',
});
