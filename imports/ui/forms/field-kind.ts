// What input a SimpleSchema key gets, read from the schema's evaluated definition.
import SimpleSchema from 'simpl-schema';
import { EMAIL_REGEX } from './email-pattern';

export type FieldKind = 'text' | 'email' | 'textarea' | 'number' | 'date' | 'checkbox' | 'select';

export interface FieldInfo {
  kind: FieldKind;
  label: string;
  required: boolean;
  options: string[];
  max?: number;
}

/** Strings allowed to be this long get a multi-line input. */
const TEXTAREA_FROM = 500;

function isEmailRegEx(regEx: RegExp | RegExp[] | undefined): boolean {
  const list = Array.isArray(regEx) ? regEx : regEx ? [regEx] : [];
  return list.some((item) => item.source === EMAIL_REGEX.source);
}

export function fieldInfo(schema: SimpleSchema, name: string): FieldInfo {
  const definition = schema.getDefinition(name);
  if (!definition) throw new Error(`'${name}' is not in the form's schema`);
  const first = definition.type[0];
  const typed = first && typeof first === 'object' ? first : undefined;
  const type = typed?.type;
  const allowed = typed?.allowedValues;
  const options = allowed && typeof allowed !== 'function' ? [...allowed].map(String) : [];
  const max = typeof typed?.max === 'number' ? typed.max : undefined;
  const label = schema.label(name) ?? name;
  // An unticked box is an answer ("no"): a box is required only when it must be ticked (mustBeTicked).
  if (type === Boolean) return { kind: 'checkbox', label, required: options.length > 0 && options.every((option) => option === 'true'), options: [] };
  const required = definition.optional !== true;
  let kind: FieldKind = 'text';
  if (options.length > 0) kind = 'select';
  else if (type === Number || type === SimpleSchema.Integer) kind = 'number';
  else if (type === Date) kind = 'date';
  else if (isEmailRegEx(typed?.regEx)) kind = 'email';
  else if (max !== undefined && max >= TEXTAREA_FROM) kind = 'textarea';
  return { kind, label, required, options, ...(max !== undefined ? { max } : {}) };
}
