// Definitions take their arguments as positional parameters in the schema's key order: a `run`
// or `cursors` with more parameters than the schema has keys would take arguments nothing
// validated, so registering it fails at start-up.
import { describe, expect, it } from 'vitest';
import { defineMethod, registerMethods } from './define-method';
import { definePublication, registerPublications } from './define-publication';
import { createSchema, id } from './lists';

const oneKey = createSchema({ companyId: id() });

describe('registering positional definitions', () => {
  it('refuses a method whose run takes more parameters than its schema has keys', () => {
    const method = defineMethod({
      name: 'positional.tooManyParameters',
      params: oneKey,
      access: 'public',
      run: (companyId: string, memberId: string) => `${companyId}/${memberId}`,
    });
    expect(() => registerMethods([method])).toThrow('Method positional.tooManyParameters takes 2 parameters but its schema names 1: companyId');
  });

  it('refuses a publication whose cursors take more parameters than its schema has keys', () => {
    const publication = definePublication({
      name: 'positional.tooManyArguments',
      params: createSchema({}),
      access: 'public',
      cursors: (companyId: string) => (companyId ? null : null),
    });
    expect(() => registerPublications([publication])).toThrow('Publication positional.tooManyArguments takes 1 parameters but its schema names 0: none');
  });

  it('registers a method whose parameters match its schema', () => {
    const method = defineMethod({ name: 'positional.matching', params: oneKey, access: 'public', run: (companyId: string) => companyId });
    expect(() => registerMethods([method])).not.toThrow();
  });

});
