// The sample PeopleDocument of this collection's tests: realistic and valid, a fresh copy each call.
import { createHash } from 'node:crypto';
import { sampleFactory } from '../common/sample-factory.testkit';
import type { PeopleDocument } from './schema';

const agreedText = '# Non-disclosure agreement\n\nbetween Brněnské strojírny s.r.o. and Jana Nováková …';

export const agreedNda = sampleFactory<PeopleDocument>({
  _id: 'Pd2oC3uM4eN5tS6aB',
  projectId: 'Pr7jK2mN4qS6tW8wX',
  peopleId: 'Hn4kR7tW2xY9zA3bC',
  engineUserId: 'kT3fPqW8xZ2mN5rLa',
  type: 'nda',
  active: true,
  language: 'en',
  status: '3',
  textLastModified: new Date('2026-06-01T08:00:00Z'),
  form: { company: 'Brněnské strojírny s.r.o.', companyIdNo: '27082440', signatory: { role: 'Consultant' } },
  agreement: {
    isAgreed: true,
    clickedAt: new Date('2026-06-02T09:14:58Z'),
    clientTime: new Date('2026-06-02T11:14:58+02:00'),
    serverTime: new Date('2026-06-02T09:15:00Z'),
    engineUserId: 'kT3fPqW8xZ2mN5rLa',
    userName: 'Jana Nováková',
    email: 'jana.novakova@seznam.cz',
    company: 'Brněnské strojírny s.r.o.',
    companyIdNo: '27082440',
    address: 'Křenová 65c, 602 00 Brno, Czechia',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    ipAddress: '2a00:1028:83a0:4f2::12',
    url: 'https://example.com/engine/my-documents/Pd2oC3uM4eN5tS6aB',
    screenshot: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    textSha256: createHash('sha256').update(agreedText).digest('hex'),
  },
});
