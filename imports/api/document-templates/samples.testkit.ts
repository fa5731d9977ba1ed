// The sample DocumentTemplate of this collection's tests: realistic and valid, a fresh copy each call.
import { sampleFactory } from '../common/sample-factory.testkit';
import type { DocumentTemplate } from './schema';

export const germanNda = sampleFactory<DocumentTemplate>({
  _id: 'Dt2eM3pL4aT5eN6dA',
  type: 'nda',
  language: 'de',
  title: 'Geheimhaltungsvereinbarung',
  body: '# Geheimhaltungsvereinbarung\n\nzwischen {{company}} ({{companyIdNo}}) und {{userName}} …',
  version: 3,
  active: true,
});
