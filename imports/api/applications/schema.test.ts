import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { CANDIDATE_APPLICATION_FIELDS, applicationSchema } from './schema';
import { application } from './samples.testkit';

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
