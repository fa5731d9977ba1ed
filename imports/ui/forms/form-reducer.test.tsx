import { describe, expect, it } from 'vitest';
import { type FormState, formReducer, initialFormState } from './form-reducer';

function run(state: FormState, ...actions: Parameters<typeof formReducer>[1][]): FormState {
  return actions.reduce(formReducer, state);
}

describe('formReducer', () => {
  it('init starts a fresh form from the given values', () => {
    const dirty = run(initialFormState({ a: 1 }), { type: 'edit', editing: true }, { type: 'errors', errors: { a: 'bad' } }, { type: 'limit', operation: 'more' });
    const state = formReducer(dirty, { type: 'init', values: { b: 2 } });
    expect(state).toEqual({ values: { b: 2 }, saved: { b: 2 }, editing: false, hidden: {}, errors: {}, limit: 1 });
  });

  it('set stores a value under a flat key and clears its error', () => {
    const state = run(initialFormState(), { type: 'errors', errors: { 'a.b': 'Required' } }, { type: 'set', name: 'a.b', value: 'x' });
    expect(state.values).toEqual({ 'a.b': 'x' });
    expect(state.errors).toEqual({});
  });

  it('change writes along a dotted path without touching the previous values', () => {
    const before = initialFormState({ profile: { name: { first: 'Jana' } }, languages: [{ language: 'en' }] });
    const after = run(
      before,
      { type: 'change', path: 'profile.name.last', value: 'Novakova' },
      { type: 'change', path: 'languages.1.language', value: 'de' },
      { type: 'change', path: 'address.city', value: 'Brno' },
    );
    expect(after.values).toEqual({
      profile: { name: { first: 'Jana', last: 'Novakova' } },
      languages: [{ language: 'en' }, { language: 'de' }],
      address: { city: 'Brno' },
    });
    expect(before.values).toEqual({ profile: { name: { first: 'Jana' } }, languages: [{ language: 'en' }] });
  });

  it('change clears the error of the changed field only', () => {
    const state = run(initialFormState(), { type: 'errors', errors: { email: 'Invalid', name: 'Required' } }, { type: 'change', path: 'email', value: 'a@b.cz' });
    expect(state.errors).toEqual({ name: 'Required' });
  });

  it('change clears the errors inside the changed field and of the field holding it', () => {
    const errors = { languages: 'Too many', 'languages.0.level': 'Required', 'languages.1.level': 'Required', rate: 'Required to publish', name: 'Required' };
    const lists = run(initialFormState(), { type: 'errors', errors }, { type: 'change', path: 'languages', value: [] });
    expect(lists.errors).toEqual({ rate: 'Required to publish', name: 'Required' });
    const nested = run(initialFormState(), { type: 'errors', errors }, { type: 'change', path: 'rate.min', value: 600 });
    expect(nested.errors).toEqual({ languages: 'Too many', 'languages.0.level': 'Required', 'languages.1.level': 'Required', name: 'Required' });
  });

  it('populate fills loaded data, which leaving edit mode returns to', () => {
    const state = run(
      initialFormState({ note: '' }),
      { type: 'populate', values: { title: 'Loaded' } },
      { type: 'edit', editing: true },
      { type: 'change', path: 'title', value: 'Typed' },
    );
    expect(state.editing).toBe(true);
    expect(state.values.title).toBe('Typed');
    const cancelled = formReducer(state, { type: 'edit', editing: false });
    expect(cancelled.editing).toBe(false);
    expect(cancelled.values).toEqual({ note: '', title: 'Loaded' });
  });

  it('hide folds a section away and back, or to the given state', () => {
    const folded = formReducer(initialFormState(), { type: 'hide', section: 'experience' });
    expect(folded.hidden.experience).toBe(true);
    expect(formReducer(folded, { type: 'hide', section: 'experience' }).hidden.experience).toBe(false);
    expect(formReducer(folded, { type: 'hide', section: 'experience', hidden: true }).hidden.experience).toBe(true);
  });

  it('errors replaces the field errors', () => {
    expect(formReducer(initialFormState(), { type: 'errors', errors: { email: 'Invalid' } }).errors).toEqual({ email: 'Invalid' });
  });

  it('the document limit resets to 1, shows all as 0, and steps by one never below 1', () => {
    const start = initialFormState();
    expect(start.limit).toBe(1);
    const more = run(start, { type: 'limit', operation: 'more' }, { type: 'limit', operation: 'more' });
    expect(more.limit).toBe(3);
    expect(formReducer(more, { type: 'limit', operation: 'less' }).limit).toBe(2);
    expect(run(start, { type: 'limit', operation: 'less' }, { type: 'limit', operation: 'less' }).limit).toBe(1);
    expect(formReducer(more, { type: 'limit', operation: 'all' }).limit).toBe(0);
    expect(formReducer(more, { type: 'limit', operation: 'reset' }).limit).toBe(1);
    expect(run(start, { type: 'limit', operation: 'all' }, { type: 'limit', operation: 'less' }).limit).toBe(1);
  });
});
