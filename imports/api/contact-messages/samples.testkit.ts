// The sample ContactMessage of this collection's tests: realistic and valid, a fresh copy each call.
import { sampleFactory } from '../common/sample-factory.testkit';
import type { ContactMessage } from './schema';

export const contactMessage = sampleFactory<ContactMessage>({
  _id: 'Cm2sG3eS4aG5eH6jK',
  name: 'Katarína Horváthová',
  email: 'k.horvathova@eset.sk',
  phone: '+421 905 123 456',
  company: 'ESET, spol. s r.o.',
  subject: 'Security architects for a NIS2 programme',
  message: 'Could you send us profiles of security architects with NIS2 experience?',
  url: 'https://example.com/engine/experts',
  consentAt: new Date('2026-07-14T13:02:00Z'),
  status: 'new',
});
