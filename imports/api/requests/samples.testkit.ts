// The sample ExpertRequest of this collection's tests: realistic and valid, a fresh copy each call.
import { sampleFactory } from '../common/sample-factory.testkit';
import type { ExpertRequest } from './schema';

export const visitorRequest = sampleFactory<ExpertRequest>({
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
});
