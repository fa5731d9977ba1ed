import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { AWAITING_AGREEMENT, PEOPLE_DOCUMENT_STATUSES, peopleDocumentSchema, type PeopleDocument } from './schema';

const agreedText = '# Non-disclosure agreement\n\nbetween Brněnské strojírny s.r.o. and Jana Nováková …';

function agreedNda(): PeopleDocument & Record<string, unknown> {
  return {
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
  };
}

describeSchemaContract('peopleDocuments', peopleDocumentSchema, {
  valid: agreedNda,
  required: 'engineUserId',
  tooLong: 'agreement.userAgent',
  wrongEnum: 'status',
  email: 'agreement.email',
  operator: 'agreement.userName',
});

describe('peopleDocuments schema', () => {
  it('keeps the spec’s "awaiting agreement" status value 2', () => {
    expect(AWAITING_AGREEMENT).toBe('2');
    expect(PEOPLE_DOCUMENT_STATUSES.map((status) => status.value)).toContain('2');
  });

  it('accepts a document awaiting agreement, before any agreement exists', () => {
    const pending = withValue(withValue(agreedNda(), 'agreement', undefined), 'status', '2');
    expect(invalidKeys(peopleDocumentSchema, pending)).toEqual([]);
  });

  it('refuses form answers that would become Mongo operators or paths', () => {
    expect(invalidKeys(peopleDocumentSchema, withValue(agreedNda(), 'form', { company: { $ne: null } }))).toContain('form');
    expect(invalidKeys(peopleDocumentSchema, withValue(agreedNda(), 'form', { 'agreement.isAgreed': true }))).toContain('form');
  });

  it('refuses oversized or deeply nested form answers', () => {
    expect(invalidKeys(peopleDocumentSchema, withValue(agreedNda(), 'form', { note: 'x'.repeat(25_000) }))).toContain('form');
    expect(invalidKeys(peopleDocumentSchema, withValue(agreedNda(), 'form', { a: { b: { c: { d: { e: { f: 1 } } } } } }))).toContain('form');
  });

  it('records the agreed text as a SHA-256 hex digest', () => {
    expect(invalidKeys(peopleDocumentSchema, withValue(agreedNda(), 'agreement.textSha256', 'not-a-hash'))).toContain('agreement.textSha256');
    expect(invalidKeys(peopleDocumentSchema, withValue(agreedNda(), 'agreement.textSha256', undefined))).toContain('agreement.textSha256');
  });

  it('accepts only an image as the screenshot', () => {
    const html = 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';
    expect(invalidKeys(peopleDocumentSchema, withValue(agreedNda(), 'agreement.screenshot', html))).toContain('agreement.screenshot');
  });

  it('refuses an IP address field holding anything but an address', () => {
    expect(invalidKeys(peopleDocumentSchema, withValue(agreedNda(), 'agreement.ipAddress', '127.0.0.1; DROP'))).toContain('agreement.ipAddress');
    expect(invalidKeys(peopleDocumentSchema, withValue(agreedNda(), 'agreement.ipAddress', '203.0.113.9'))).toEqual([]);
  });
});
