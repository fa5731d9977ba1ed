// What a form validates and sends: its values cleaned by the schema, with every checkbox read as
// the schema's yes or no. A checkbox yields true or null (spec §5), and SimpleSchema reads null as
// "missing": an unticked box would fail a required Boolean such as a rate's "on request", although
// it means "no". So null becomes false at every Boolean key, and so does a required box left
// untouched inside an object the form fills in. A box that must be ticked says so in its schema
// (mustBeTicked), which refuses false.
import type SimpleSchema from 'simpl-schema';
import type { FormValues } from './form-reducer';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function childKey(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`;
}

/** `value` at the schema key `genericKey` ('rate', 'languages.$') with its boxes read as true or false. */
function withBoxesAnswered(schema: SimpleSchema, value: unknown, genericKey: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withBoxesAnswered(schema, item, childKey(genericKey, '$')));
  if (!isPlainObject(value)) return value;
  const answered: Record<string, unknown> = { ...value };
  for (const key of genericKey === '' ? schema.objectKeys() : schema.objectKeys(genericKey)) {
    const fullKey = childKey(genericKey, key);
    const definition = schema.getDefinition(fullKey);
    const isBox = (definition?.type[0] as { type?: unknown } | undefined)?.type === Boolean;
    const item = answered[key];
    if (isBox) {
      if (item === null || (item === undefined && definition?.optional !== true)) answered[key] = false;
    } else if (item !== undefined && item !== null) {
      answered[key] = withBoxesAnswered(schema, item, fullKey);
    }
  }
  return answered;
}

/** The document a form over `schema` validates and sends for the values its inputs hold. */
export function formDocument(schema: SimpleSchema, values: FormValues): FormValues {
  return schema.clean(withBoxesAnswered(schema, values, '') as FormValues, { mutate: false }) as FormValues;
}
