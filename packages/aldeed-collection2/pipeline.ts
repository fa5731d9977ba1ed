// collection2's per-operation pipeline (doValidate) for insertAsync and updateAsync, upserts
// included: pick/omit, clean (filter unknown keys, autoConvert, trimStrings, removeEmptyStrings,
// autoValues with `this.userId` from the current method or publication), the "now empty" checks,
// then validation. Left out: selector-variant schemas, `validationContext` options, client-side
// cleaning (this runtime only validates on the server; clients write through methods).
// Deliberate difference: the "now empty" check runs after filtering and BEFORE autoValues, so a
// write whose own keys were all filtered out fails even when autoValues (docInfo) would add some.
import type SimpleSchema from 'simpl-schema';
import { currentUserId } from '../ddp-server/current-invocation';
import type { Modifier, SchemaWriteOptions, Selector } from '../mongo/types';
import { resolveAccountId, usesAccountId } from './auto-schemas';
import { validationError } from './errors';

interface Operation {
  kind: 'insert' | 'update';
  upsert: boolean;
  collectionName: string;
  operation: string;
  docId?: string;
}

/** The schema this call validates against: the attached one, or its pick/omit subset. */
export function schemaFor(schema: SimpleSchema, options: SchemaWriteOptions): SimpleSchema {
  if (options.pick && options.omit) throw new Error('pick and omit options are mutually exclusive');
  if (options.pick) return schema.pick(...options.pick);
  if (options.omit) return schema.omit(...options.omit);
  return schema;
}

function isEmpty(value: Record<string, unknown>): boolean {
  return Object.keys(value).length === 0;
}

/** Selector equality fields a server upsert would insert, for validating required keys. */
function selectorEqualities(selector: Selector): Record<string, unknown> {
  if (typeof selector === 'string') return { _id: selector };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(selector)) {
    if (key.startsWith('$')) continue;
    if (value && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) {
      const operators = value as Record<string, unknown>;
      if ('$eq' in operators) fields[key] = operators.$eq;
      else if (Array.isArray(operators.$in) && operators.$in.length === 1) fields[key] = operators.$in[0];
      continue;
    }
    if (!(value instanceof RegExp)) fields[key] = value;
  }
  return fields;
}

async function autoValueContext(schema: SimpleSchema, op: Operation, options: SchemaWriteOptions): Promise<Record<string, unknown>> {
  const userId = currentUserId();
  const context: Record<string, unknown> = {
    isInsert: op.kind === 'insert',
    isUpdate: op.kind === 'update',
    isUpsert: op.upsert,
    userId,
    isFromTrustedCode: true,
    docId: op.docId,
    isLocalCollection: false,
    ...options.extendAutoValueContext,
  };
  if (userId && (op.kind === 'insert' || op.upsert) && usesAccountId(schema)) {
    // simpl-schema autoValues are synchronous: look the account up before cleaning.
    context.selectedAccountId = await resolveAccountId(userId);
  }
  return context;
}

function cleanOptions(options: SchemaWriteOptions, isModifier: boolean, isUpsert: boolean, context: Record<string, unknown>) {
  return {
    mutate: true,
    isModifier,
    isUpsert,
    extendAutoValueContext: context,
    ...(options.filter !== undefined ? { filter: options.filter } : {}),
    ...(options.autoConvert !== undefined ? { autoConvert: options.autoConvert } : {}),
    ...(options.removeEmptyStrings !== undefined ? { removeEmptyStrings: options.removeEmptyStrings } : {}),
    ...(options.trimStrings !== undefined ? { trimStrings: options.trimStrings } : {}),
    ...(options.getAutoValues !== undefined ? { getAutoValues: options.getAutoValues } : {}),
  };
}

/**
 * simpl-schema runs a nested autoValue (`docInfo.createdAt`) on a plain document only when its
 * parent object exists, so give missing parents an empty object before the autoValue pass.
 */
function seedAutoValueParents(schema: SimpleSchema, doc: Record<string, unknown>): void {
  for (const { fieldName } of schema.autoValueFunctions()) {
    const parts = fieldName.split('.');
    if (parts.length < 2 || parts.includes('$')) continue;
    let node = doc;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (next === undefined) node[part] = {};
      else if (!next || typeof next !== 'object' || Array.isArray(next)) break;
      node = node[part] as Record<string, unknown>;
    }
  }
}

/** Cleans and validates a document for insertAsync; returns the document to store. */
export async function prepareInsert(
  baseSchema: SimpleSchema,
  doc: Record<string, unknown>,
  options: SchemaWriteOptions,
  op: Omit<Operation, 'kind' | 'upsert'>,
): Promise<Record<string, unknown>> {
  const schema = schemaFor(baseSchema, options);
  const copy = structuredClone(doc);
  // An _id the schema does not list is not the schema's business: set it aside while cleaning.
  const id = copy._id;
  const idAside = id !== undefined && !schema.allowsKey('_id');
  if (idAside) delete copy._id;
  const wasEmpty = isEmpty(copy);
  const full: Operation = { ...op, kind: 'insert', upsert: false, ...(typeof id === 'string' ? { docId: id } : {}) };
  const context = await autoValueContext(schema, full, options);
  // Clean without autoValues first: "now empty" is about the caller's own keys.
  schema.clean(copy, { ...cleanOptions(options, false, false, context), getAutoValues: false });
  if (!wasEmpty && isEmpty(copy)) throw new Error('After filtering out keys not in the schema, your object is now empty');
  if (options.getAutoValues !== false) {
    seedAutoValueParents(schema, copy);
    schema.clean(copy, cleanOptions(options, false, false, context));
  }
  if (options.validate !== false) {
    const validation = schema.newContext();
    if (!validation.validate(copy, { modifier: false, upsert: false, extendedCustomContext: context })) {
      throw validationError(schema, validation.validationErrors(), op.collectionName, op.operation);
    }
  }
  if (idAside) return { _id: id, ...copy };
  return copy;
}

/** Cleans and validates a modifier for updateAsync (and upserts); returns the modifier to apply. */
export async function prepareUpdate(
  baseSchema: SimpleSchema,
  selector: Selector,
  modifier: Modifier,
  options: SchemaWriteOptions & { upsert?: boolean },
  op: Omit<Operation, 'kind' | 'upsert'>,
): Promise<Modifier> {
  const schema = schemaFor(baseSchema, options);
  const upsert = options.upsert === true;
  const copy = structuredClone(modifier);
  const wasEmpty = isEmpty(copy);
  const full: Operation = { ...op, kind: 'update', upsert, ...(typeof selector === 'string' ? { docId: selector } : {}) };
  const context = await autoValueContext(schema, full, options);
  schema.clean(copy, { ...cleanOptions(options, true, upsert, context), getAutoValues: false });
  if (!wasEmpty && isEmpty(copy)) throw new Error('After filtering out keys not in the schema, your modifier is now empty');
  if (options.getAutoValues !== false) schema.clean(copy, cleanOptions(options, true, upsert, context));
  if (options.validate !== false) {
    let toValidate: Modifier = copy;
    if (upsert) {
      // A server upsert inserts the selector's equality fields too; count them as set.
      const fromSelector = selectorEqualities(selector);
      if (!schema.allowsKey('_id')) delete fromSelector._id;
      toValidate = { ...copy, $set: { ...fromSelector, ...((copy.$set as Record<string, unknown>) ?? {}) } };
    }
    const validation = schema.newContext();
    if (!validation.validate(toValidate, { modifier: true, upsert, extendedCustomContext: context })) {
      throw validationError(schema, validation.validationErrors(), op.collectionName, op.operation);
    }
  }
  return copy;
}
