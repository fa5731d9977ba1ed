import { describe, expect, it } from 'vitest';
import type { User } from '../users/schema';
import { entryFromCandidate, initialOf } from './logic';

describe('anonymising a candidate', () => {
  it('keeps only the initial of the last name, upper-case, with diacritics', () => {
    expect(initialOf('nováková')).toBe('N');
    expect(initialOf(' Łukasiewicz')).toBe('Ł');
    expect(initialOf('Šťastná')).toBe('Š');
    expect(initialOf('123')).toBeUndefined();
    expect(initialOf(undefined)).toBeUndefined();
  });

  it('copies profile data but no contact details, and drops employers (here: the earlier opt-out)', () => {
    const user: User = {
      _id: 'u1',
      createdAt: new Date(),
      emails: [{ address: 'anna@example.com', verified: true }],
      profile: { name: { first: 'Anna', last: 'Nováková' } },
      roles: ['candidate'],
      candidateData: {
        phone: '+420 777 123 456',
        linkedInUrl: 'https://linkedin.com/in/anna',
        country: 'SK',
        skills: ['java'],
        experience: [{ role: 'Developer', company: 'Secret Bank', from: new Date('2020-01-01') }],
        hideEmployerNames: true,
      },
    };
    const entry = entryFromCandidate(user);
    expect(entry).toMatchObject({ firstName: 'Anna', lastInitial: 'N', country: 'SK', continent: 'EURO', skills: ['java'] });
    expect(entry.experience).toEqual([{ role: 'Developer', from: new Date('2020-01-01') }]);
    expect(JSON.stringify(entry)).not.toMatch(/Nováková|777|linkedin|anna@|Secret Bank/);
  });

  it('names employers only for a candidate who opted in', () => {
    const position = { role: 'Developer', company: 'Secret Bank', from: new Date('2020-01-01') };
    const withData = (extra: object): User => ({
      _id: 'u2',
      createdAt: new Date(),
      emails: [{ address: 'petr@example.com', verified: true }],
      profile: { name: { first: 'Petr', last: 'Svoboda' } },
      roles: ['candidate'],
      candidateData: { experience: [position], ...extra },
    });
    for (const extra of [{}, { hideEmployerNames: false }, { hideEmployerNames: true }, { showEmployerNames: false }]) {
      expect(entryFromCandidate(withData(extra)).experience, JSON.stringify(extra)).toEqual([{ role: 'Developer', from: position.from }]);
    }
    expect(entryFromCandidate(withData({ showEmployerNames: true })).experience).toEqual([position]);
  });
});
