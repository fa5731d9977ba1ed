// Documents for the SQL translation's differential tests: arrays, arrays of subdocuments with
// arrays inside, missing fields, nulls, mixed types, Dates, booleans, diacritics and case. No
// array holds an array directly on a queried path: there mingo departs from MongoDB (it flattens
// them) and the translation follows MongoDB (sql-query/README.md); the divergence test shows it.
import type { Document } from '../types';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

export const CORPUS: Document[] = [
  { _id: 'a01', status: 'open', title: 'Java Developer', n: 5, at: day(3), ok: true, skills: ['java', 'sql'], rate: { min: 50, max: 80, currency: 'EUR' } },
  { _id: 'a02', status: 'open', title: 'java developer (remote)', n: 7.5, at: day(1), ok: false, skills: ['javascript', 'react'], rate: { min: 60, currency: 'EUR' } },
  { _id: 'a03', status: 'closed', title: 'Müller GmbH – Straße', n: -2, at: day(10), skills: [], rate: { max: 90, currency: 'CZK' } },
  { _id: 'a04', status: 'open', title: 'MÜLLER straße', n: 0, at: null, ok: true, skills: ['java'], rate: null },
  { _id: 'a05', status: 'draft', title: 'Plzeň İstanbul ǅ', n: 1, ok: false, skills: 'java', rate: { min: 70, max: 70, currency: 'EUR' } },
  { _id: 'a06', status: 'open', title: 'Kraków ß', n: '5', at: '2026-01-03', ok: 1, skills: ['sql', null], rate: { min: '50' } },
  { _id: 'a07', title: 'no status', n: null, at: day(3), ok: null, skills: null },
  { _id: 'a08', status: 'OPEN', title: 'Java', n: 100, at: day(20), ok: true, skills: ['Java', 'SQL'], rate: { currency: 'EUR', onRequest: true } },
  { _id: 'a09', status: ['open', 'closed'], title: ['array', 'title'], n: [1, 9], at: [day(2), day(30)], ok: [true], skills: ['go'] },
  { _id: 'a10', status: { nested: 'open' }, title: { en: 'obj' }, n: { v: 5 }, at: { when: 1 }, ok: 'true', skills: [{ name: 'java' }] },
  { _id: 'a11', status: 'open', title: '', n: 5, at: day(3), ok: true, skills: ['java', 'java'] },
  { _id: 'a12', status: 'open', title: 'x.*+?^${}()|[]\\/-', n: 5e20, at: new Date(-86400000), ok: true, skills: ['c++'] },
  { _id: 'a13', status: 'open', title: '{"a":1}', n: 1, skills: ['[1]'] },
  { _id: 'b01', languages: [{ language: 'de', level: 'B2' }, { language: 'en', level: 'C1' }], emails: [{ address: 'Eva@Example.com', verified: true }] },
  { _id: 'b02', languages: [{ language: 'de', level: 'A1' }], emails: [{ address: 'petr@example.com', verified: false }, { address: 'p@x.cz', verified: true }] },
  { _id: 'b03', languages: [], emails: [] },
  { _id: 'b04', languages: [{ language: 'en' }, { level: 'B2' }], emails: [{ verified: true }] },
  { _id: 'b05', languages: { language: 'de', level: 'B2' }, emails: { address: 'single@example.com' } },
  { _id: 'b06', languages: [{ language: 'fr', level: null }, 'de'], emails: [{ address: ['x@y.z', 'w@y.z'] }, { address: 'v@y.z' }] },
  { _id: 'b07', languages: [{ language: ['de', 'cs'], level: 'C2' }] },
  { _id: 'c01', availability: { from: day(5) }, profile: { name: { first: 'Eva', last: 'Nováková' } }, roles: ['candidate'], deletedAt: null },
  { _id: 'c02', availability: { from: null }, profile: { name: { first: 'Petr', last: 'Dvořák' } }, roles: ['candidate', 'admin'], deletedAt: day(1) },
  { _id: 'c03', availability: {}, profile: { name: 'Just a string' }, roles: 'admin' },
  { _id: 'c04', availability: { from: day(40) }, profile: { name: { first: 'ÉVA', last: 'NOVÁK' } }, roles: [] },
  { _id: 'c05', availability: [{ from: day(2) }, { from: day(50) }], profile: [{ name: { first: 'eva' } }], roles: ['customer'] },
  { _id: 'c06', availability: 'now', profile: null, roles: ['candidate'], candidateData: { cv: 'file-1' } },
  { _id: 'c07', candidateData: { cv: null }, roles: ['candidate'], startAsap: true, startDate: day(7), yearsOfExperience: 12 },
  { _id: 'c08', candidateData: {}, startAsap: false, startDate: day(3), yearsOfExperience: 3 },
  { _id: 'c09', startAsap: false, yearsOfExperience: 3, publishedAt: day(9), docInfo: { createdAt: day(9), updatedAt: day(11) } },
  { _id: 'c10', startAsap: true, publishedAt: day(8), docInfo: { createdAt: day(12) }, referenceNumber: 'P-0010' },
];
