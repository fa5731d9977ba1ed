import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { AWAITING_AGREEMENT, PEOPLE_DOCUMENT_STATUSES, peopleDocumentSchema } from './schema';
import { agreedNda } from './samples.testkit';

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
