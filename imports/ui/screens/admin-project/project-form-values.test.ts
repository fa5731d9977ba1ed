import { describe, expect, it } from 'vitest';
import type { Project } from '../../../api/projects/schema';
import { formValuesOf, projectChangesOf, projectInputOf } from './project-form-values';

const stored: Project = {
  _id: 'p1',
  title: 'Data engineer',
  urlName: 'data-engineer',
  status: 'draft',
  summary: 'Pipelines.',
  city: 'Berlin',
  country: 'DE',
  startAsap: true,
  rate: { onRequest: false, min: 80, currency: 'EUR', unit: 'hour' },
  skills: ['python'],
  clientName: 'Bank',
};

describe('project form values', () => {
  it('sends a new project without empty inputs, unticked boxes or an empty rate', () => {
    expect(
      projectInputOf({ title: 'T', summary: 'S', city: '', startAsap: null, skills: [], rate: { onRequest: null }, languages: [{ language: 'en', minLevel: 'B2' }] }),
    ).toEqual({ title: 'T', summary: 'S', languages: [{ language: 'en', minLevel: 'B2' }] });
    expect(projectInputOf({ title: 'T', summary: 'S', rate: { onRequest: true, min: 5 } })).toEqual({ title: 'T', summary: 'S', rate: { onRequest: true } });
    expect(projectInputOf({ title: 'T', summary: 'S', rate: { onRequest: null, max: 90, currency: 'EUR', unit: 'day' } })).toEqual({
      title: 'T',
      summary: 'S',
      rate: { onRequest: false, max: 90, currency: 'EUR', unit: 'day' },
    });
  });

  it('sends only what changed on an edit, and clears what was emptied', () => {
    const values = { ...formValuesOf(stored), city: '', startAsap: null, startDate: new Date('2030-01-01T00:00:00Z'), skills: ['python', 'spark'] };
    expect(projectChangesOf(stored, values)).toEqual({
      changes: { startDate: new Date('2030-01-01T00:00:00Z'), skills: ['python', 'spark'] },
      clear: ['city', 'startAsap'],
    });
    expect(projectChangesOf(stored, formValuesOf(stored))).toEqual({ changes: {}, clear: [] });
  });
});
