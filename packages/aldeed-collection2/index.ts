// `meteor/aldeed:collection2` (with aldeed:schema-index's index options): importing it installs
// `collection.attachSchema(schema)` on Mongo.Collection and wraps insertAsync/updateAsync (so
// upsertAsync too) to clean, fill autoValues and validate every write against the attached
// schema. Keys with `index: true` (plus `unique`, `sparse`) get indexes named `c2_<key>`, built
// before the collection's first write. Left out: selector-variant schemas, allow/deny rules
// (clients cannot write directly here), the sync insert/update wrappers (they throw anyway).
import type SimpleSchema from 'simpl-schema';
import { Collection } from '../mongo/collection';
import type { CollectionDriver } from '../mongo/drivers/driver';
import type { Document, Modifier, SchemaWriteOptions, Selector } from '../mongo/types';
import { type AttachSchemaOptions, type SchemaDefinition, schemaAfterAttach } from './attach-rule';
import { setDefaultAccountIdResolver } from './auto-schemas';
import './schema-options';
import { notUniqueError, notUniqueMessage } from './errors';
import { prepareInsert, prepareUpdate } from './pipeline';
import { readSelectedAccountId } from './users-account';

export { accountIdSchema, docInfoSchema, setAccountIdResolver, type AccountIdResolver } from './auto-schemas';
export { isValidationError, type InvalidKey, type ValidationError } from './errors';

export type { AttachSchemaOptions, SchemaDefinition } from './attach-rule';

declare module '../mongo/collection' {
  // The type parameter must repeat the class's own for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface Collection<T extends { _id: string } = Document> {
    attachSchema(schema: SimpleSchema | SchemaDefinition, options?: AttachSchemaOptions): void;
    /** The attached schema, or null. */
    simpleSchema(): SimpleSchema | null;
  }
}

setDefaultAccountIdResolver(readSelectedAccountId);

interface IndexSpec {
  key: string;
  unique: boolean;
  sparse: boolean;
}

interface AttachedSchema {
  schema: SimpleSchema;
  indexes: IndexSpec[];
  /** Index builds per bound driver (a new storage after closeStorage builds them again). */
  built: WeakMap<CollectionDriver, Promise<void>>;
}

const attached = new WeakMap<Collection<{ _id: string }>, AttachedSchema>();

function indexesOf(schema: SimpleSchema): IndexSpec[] {
  const specs: IndexSpec[] = [];
  for (const [key, definition] of Object.entries(schema.mergedSchema())) {
    const options = definition as { index?: unknown; unique?: unknown; sparse?: unknown; optional?: unknown };
    if (!options.index) continue;
    const unique = options.unique === true;
    specs.push({ key: key.replace(/\.\$\./g, '.').replace(/\.\$$/, ''), unique, sparse: options.sparse === true || (unique && options.optional === true) });
  }
  return specs;
}

/** Attaches (or extends) a schema; every later insertAsync/updateAsync is validated against it. */
export function attachSchema(
  collection: Collection<{ _id: string }>,
  schemaOrDefinition: SimpleSchema | SchemaDefinition,
  options: AttachSchemaOptions = {},
): void {
  const schema = schemaAfterAttach(attached.get(collection)?.schema, schemaOrDefinition, options);
  attached.set(collection, { schema, indexes: indexesOf(schema), built: new WeakMap() });
}

/** Builds the schema's indexes once per storage, before the first write relies on them. */
async function ensureIndexes(collection: Collection<{ _id: string }>, state: AttachedSchema): Promise<void> {
  if (state.indexes.length === 0) return;
  const driver = await collection._driver();
  let building = state.built.get(driver);
  if (!building) {
    building = (async () => {
      for (const spec of state.indexes) {
        await driver.createIndex({ [spec.key]: 1 }, { name: `c2_${spec.key}`, unique: spec.unique, sparse: spec.sparse });
      }
    })();
    state.built.set(driver, building);
  }
  await building;
}

type AnyCollection = Collection<{ _id: string }>;
const proto = Collection.prototype as AnyCollection;
const INSTALLED = Symbol.for('aldeed:collection2/installed');

if (!(proto as unknown as Record<symbol, boolean>)[INSTALLED]) {
  (proto as unknown as Record<symbol, boolean>)[INSTALLED] = true;
  const originalInsert = proto.insertAsync;
  const originalUpdate = proto.updateAsync as (this: AnyCollection, s: Selector, m: Modifier, o?: object) => Promise<unknown>;

  proto.attachSchema = function (this: AnyCollection, schema, options) {
    attachSchema(this, schema, options);
  };
  proto.simpleSchema = function (this: AnyCollection) {
    return attached.get(this)?.schema ?? null;
  };

  proto.insertAsync = async function (this: AnyCollection, doc, options: SchemaWriteOptions = {}) {
    const state = attached.get(this);
    if (!state || options.bypassCollection2) return originalInsert.call(this, doc, options);
    const op = { collectionName: this._name, operation: 'insertAsync' };
    const cleaned = await prepareInsert(state.schema, doc as Record<string, unknown>, options, op);
    await ensureIndexes(this, state);
    try {
      return await originalInsert.call(this, cleaned as typeof doc, options);
    } catch (error) {
      throw notUniqueError(error, state.schema, op.collectionName, op.operation) ?? error;
    }
  };

  (proto as unknown as { updateAsync: typeof originalUpdate }).updateAsync = async function (
    this: AnyCollection,
    selector: Selector,
    modifier: Modifier,
    options: SchemaWriteOptions & { upsert?: boolean } = {},
  ) {
    const state = attached.get(this);
    if (!state || options.bypassCollection2) return originalUpdate.call(this, selector, modifier, options);
    const op = { collectionName: this._name, operation: 'updateAsync' };
    const cleaned = await prepareUpdate(state.schema, selector, modifier, options, op);
    await ensureIndexes(this, state);
    try {
      return await originalUpdate.call(this, selector, cleaned, options);
    } catch (error) {
      throw notUniqueError(error, state.schema, op.collectionName, op.operation) ?? error;
    }
  };
}

export { notUniqueMessage };
