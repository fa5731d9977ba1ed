// The form-state reducer every form screen uses (spec §4): a pure function over the actions
// init, set, populate, edit, change (dotted paths), hide, errors and the document limit.
import { setPath } from './dotted-path';

export type FormValues = Record<string, unknown>;

export interface FormState {
  /** What the inputs show. */
  values: FormValues;
  /** The last loaded values; leaving edit mode without saving returns to them. */
  saved: FormValues;
  editing: boolean;
  /** Sections the user folded away, by name. */
  hidden: Record<string, boolean>;
  /** Field errors by schema key. */
  errors: Record<string, string>;
  /** How many documents a list shows: 0 means all. */
  limit: number;
}

export type LimitOperation = 'reset' | 'all' | 'more' | 'less';

export type FormAction =
  | { type: 'init'; values?: FormValues }
  | { type: 'set'; name: string; value: unknown }
  | { type: 'populate'; values: FormValues }
  | { type: 'edit'; editing: boolean }
  | { type: 'change'; path: string; value: unknown }
  | { type: 'hide'; section: string; hidden?: boolean }
  | { type: 'errors'; errors: Record<string, string> }
  | { type: 'limit'; operation: LimitOperation };

export const DOCUMENT_LIMIT_MIN = 1;

export function initialFormState(values: FormValues = {}): FormState {
  return { values, saved: values, editing: false, hidden: {}, errors: {}, limit: DOCUMENT_LIMIT_MIN };
}

/** Keys on one path: the same, or one inside the other ('languages' and 'languages.0.level'). */
function related(key: string, path: string): boolean {
  return key === path || key.startsWith(`${path}.`) || path.startsWith(`${key}.`);
}

/** The errors without those of the changed field, of what it holds and of what holds it. */
function withoutError(errors: Record<string, string>, path: string): Record<string, string> {
  const keys = Object.keys(errors);
  if (!keys.some((key) => related(key, path))) return errors;
  return Object.fromEntries(keys.filter((key) => !related(key, path)).map((key) => [key, errors[key] as string]));
}

function nextLimit(limit: number, operation: LimitOperation): number {
  switch (operation) {
    case 'reset':
      return DOCUMENT_LIMIT_MIN;
    case 'all':
      return 0;
    case 'more':
      return limit + 1;
    case 'less':
      return Math.max(DOCUMENT_LIMIT_MIN, limit - 1);
  }
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'init':
      return initialFormState(action.values);
    case 'set':
      // A flat key, kept literally even if it contains dots.
      return { ...state, values: { ...state.values, [action.name]: action.value }, errors: withoutError(state.errors, action.name) };
    case 'populate': {
      // Loaded data fills the form and becomes what "cancel" returns to.
      const values = { ...state.values, ...action.values };
      return { ...state, values, saved: values };
    }
    case 'edit':
      return action.editing
        ? { ...state, editing: true }
        : { ...state, editing: false, values: state.saved, errors: {} };
    case 'change':
      return { ...state, values: setPath(state.values, action.path, action.value), errors: withoutError(state.errors, action.path) };
    case 'hide': {
      const hidden = action.hidden ?? !state.hidden[action.section];
      return { ...state, hidden: { ...state.hidden, [action.section]: hidden } };
    }
    case 'errors':
      return { ...state, errors: action.errors };
    case 'limit':
      return { ...state, limit: nextLimit(state.limit, action.operation) };
  }
}
