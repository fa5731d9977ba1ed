import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { requestSchema, type ExpertRequest } from './schema';

function visitorRequest(): ExpertRequest & Record<string, unknown> {
  return {
    _id: 'Rq2wE3rT4yZ5iZ6pA',
    contact: { name: 'Markus Huber', email: 'm.huber@huber-maschinenbau.at', phone: '+43 664 1234567', company: 'Huber Maschinenbau GmbH', consentAt: new Date('2026-09-01T07:44:00Z') },
    title: 'Two PLC engineers for a line retrofit',
    message: 'We retrofit a packaging line in Linz from S7-300 to S7-1500 and need two engineers on site.',
    expertsWanted: 2,
    peopleIds: ['Hn4kR7tW2xY9zA3bC'],
    fieldOfExpertise: 'automation-robotics',
    skills: ['siemens-tia-portal', 'plc-programming', 'commissioning'],
    startDate: new Date('2026-11-02'),
    durationMonths: 4,
    status: 'in-progress',
    statusHistory: [
      { status: 'new', at: new Date('2026-09-01T07:45:00Z') },
      { status: 'in-progress', at: new Date('2026-09-01T09:10:00Z'), by: 'Ad9mN8bW7cX6zL5kJ' },
    ],
  };
}

describeSchemaContract('requests', requestSchema, {
  valid: visitorRequest,
  required: 'message',
  tooLong: 'message',
  wrongEnum: 'status',
  email: 'contact.email',
  operator: 'contact.name',
});

describe('requests schema', () => {
  it('accepts a logged-in customer’s request without contact details', () => {
    const doc = withValue(withValue(visitorRequest(), 'contact', undefined), 'userId', 'kT3fPqW8xZ2mN5rLa');
    expect(invalidKeys(requestSchema, doc)).toEqual([]);
  });

  it('needs contact details when a visitor sends it', () => {
    expect(invalidKeys(requestSchema, withValue(visitorRequest(), 'contact', undefined))).toContain('contact');
  });

  it('asks for between 1 and 50 experts', () => {
    expect(invalidKeys(requestSchema, withValue(visitorRequest(), 'expertsWanted', 0))).toContain('expertsWanted');
    expect(invalidKeys(requestSchema, withValue(visitorRequest(), 'expertsWanted', 500))).toContain('expertsWanted');
  });

  it('refuses a close reason outside the list', () => {
    expect(invalidKeys(requestSchema, withValue(visitorRequest(), 'closeReason', 'bored'))).toContain('closeReason');
  });
});
