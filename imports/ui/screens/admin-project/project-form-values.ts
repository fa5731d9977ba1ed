// Between a stored project and the editor's values: what the form starts from, the input a new
// project sends, and for an edit the changed keys (`changes`) and the emptied ones (`clear`), so
// projects.update receives only what the admin touched.
import { PROJECT_CLEARABLE_KEYS, PROJECT_INPUT_KEYS, type ClearableProjectKey, type ProjectChanges, type ProjectInput } from '../../../api/projects/input-schema';
import type { Project } from '../../../api/projects/schema';

type Values = Record<string, unknown>;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Drops empty values (null from an unticked box, '' from a cleared input, empty lists) at any depth. */
export function withoutEmpty(value: unknown): unknown {
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(withoutEmpty);
  const entries = Object.entries(value as Values)
    .map(([key, item]) => [key, withoutEmpty(item)] as const)
    .filter(([, item]) => !isEmpty(item));
  return Object.fromEntries(entries);
}

/** A rate whose only content is an unticked "on request" box is no rate at all. */
function normalisedRate(rate: unknown): unknown {
  if (!rate || typeof rate !== 'object') return undefined;
  const { onRequest, ...rest } = rate as Values;
  if (onRequest === true) return { onRequest: true };
  return Object.keys(rest).length > 0 ? { onRequest: false, ...rest } : undefined;
}

export function formValuesOf(project: Project): Values {
  const values: Values = {};
  for (const key of [...PROJECT_INPUT_KEYS, 'urlName'] as const) {
    if (project[key] !== undefined) values[key] = project[key];
  }
  return values;
}

export function projectInputOf(values: Values): ProjectInput {
  const input = withoutEmpty(values) as Values;
  const rate = normalisedRate(input.rate);
  if (rate) input.rate = rate;
  else delete input.rate;
  return input as unknown as ProjectInput;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function projectChangesOf(original: Project, values: Values): { changes: ProjectChanges; clear: ClearableProjectKey[] } {
  const next = projectInputOf(values) as unknown as Values;
  const changes: Values = {};
  const clear: ClearableProjectKey[] = [];
  for (const key of [...PROJECT_INPUT_KEYS, 'urlName'] as const) {
    const before = original[key];
    const after = next[key];
    if (after === undefined) {
      if (before !== undefined && (PROJECT_CLEARABLE_KEYS as readonly string[]).includes(key)) clear.push(key as ClearableProjectKey);
    } else if (!same(before, after)) {
      changes[key] = after;
    }
  }
  return { changes: changes as ProjectChanges, clear };
}
