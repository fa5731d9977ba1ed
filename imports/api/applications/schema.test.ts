import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { CANDIDATE_APPLICATION_FIELDS, applicationSchema, type Application } from './schema';

function application(): Application & Record<string, unknown> {
  return {
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
  };
}

describeSchemaContract('applications', applicationSchema, {
  valid: application,
  required: 'projectId',
  tooLong: 'note',
  wrongEnum: 'statusHistory.1.status',
  operator: 'note',
});

describe('applications schema', () => {
  it('refuses a project id that is an operator object (no reading other projects through a query)', () => {
    expect(invalidKeys(applicationSchema, withValue(application(), 'projectId', { $gt: '' }))).toContain('projectId');
  });

  it('needs a history with at least the submission', () => {
    expect(invalidKeys(applicationSchema, withValue(application(), 'statusHistory', []))).toContain('statusHistory');
  });

  it('refuses an unknown status', () => {
    expect(invalidKeys(applicationSchema, withValue(application(), 'status', 'hired'))).toContain('status');
  });

  it('never sends the admins’ internal note to the candidate', () => {
    expect(Object.keys(CANDIDATE_APPLICATION_FIELDS)).not.toContain('adminNote');
    expect(Object.keys(CANDIDATE_APPLICATION_FIELDS)).toContain('statusHistory');
  });
});
