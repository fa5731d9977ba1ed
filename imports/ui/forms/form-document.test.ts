import { describe, expect, it } from 'vitest';
import { contactUsSchema } from './form-schemas';
import { formDocument } from './form-document';
import { validateWithSchema } from './schema-errors';
import { createProjectFormSchema } from '../screens/admin-project/project-form-schema';

describe('formDocument', () => {
  it('reads an unticked box (null) as "no" at any depth, and a required one left untouched in a filled-in object too', () => {
    const values = { title: 'SAP FI lead', summary: 'Finance stream.', ndaRequired: null, rate: { min: 600, max: 750, currency: 'EUR', unit: 'day' } };
    expect(formDocument(createProjectFormSchema, values)).toEqual({
      title: 'SAP FI lead',
      summary: 'Finance stream.',
      ndaRequired: false,
      rate: { onRequest: false, min: 600, max: 750, currency: 'EUR', unit: 'day' },
    });
    expect(formDocument(createProjectFormSchema, { ...values, rate: { ...values.rate, onRequest: null } }).rate).toMatchObject({ onRequest: false });
    // An optional box never touched stays absent, and so does an object the form never filled in.
    expect(formDocument(createProjectFormSchema, { title: 'T', summary: 'S' })).toEqual({ title: 'T', summary: 'S' });
  });

  it('lets a stated rate through the project schema with the box unticked: the issue-25 admin rate', () => {
    expect(validateWithSchema(createProjectFormSchema, { title: 'T', summary: 'S', rate: { onRequest: null, min: 600, max: 750, currency: 'EUR', unit: 'day' } })).toEqual({});
  });

  it('still refuses an unticked consent box, which must be ticked', () => {
    const message = { name: 'Petr', email: 'petr@firma.cz', message: 'Hello', consent: null };
    expect(validateWithSchema(contactUsSchema, message)).toEqual({ consent: 'I agree that my details are used to answer this message is required' });
    expect(validateWithSchema(contactUsSchema, { ...message, consent: true })).toEqual({});
  });
});
