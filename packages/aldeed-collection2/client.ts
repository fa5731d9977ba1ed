// Browser entry of `meteor/aldeed:collection2`: `collection.attachSchema(schema)` and
// `collection.simpleSchema()` on the client Mongo.Collection, so schema files shared with the
// server load and forms can validate against `collection.simpleSchema()`. Writes are not
// validated here: client collections are fed by subscriptions and clients write through
// methods, which the server validates. Left out: client-side cleaning of direct writes.
import type SimpleSchema from 'simpl-schema';
import { ClientCollection } from '../mongo/client-collection';
import type { Document } from '../mongo/types';
import { type AttachSchemaOptions, type SchemaDefinition, schemaAfterAttach } from './attach-rule';
import './schema-options';

export { accountIdSchema, docInfoSchema, setAccountIdResolver, type AccountIdResolver } from './auto-schemas';
export { isValidationError, type InvalidKey, type ValidationError } from './errors';

export type { AttachSchemaOptions, SchemaDefinition } from './attach-rule';

declare module '../mongo/client-collection' {
  // The type parameter must repeat the class's own for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ClientCollection<T extends { _id: string } = Document> {
    attachSchema(schema: SimpleSchema | SchemaDefinition, options?: AttachSchemaOptions): void;
    simpleSchema(): SimpleSchema | null;
  }
}

const schemas = new WeakMap<object, SimpleSchema>();

export function attachSchema(collection: object, schemaOrDefinition: SimpleSchema | SchemaDefinition, options: AttachSchemaOptions = {}): void {
  schemas.set(collection, schemaAfterAttach(schemas.get(collection), schemaOrDefinition, options));
}

const proto = ClientCollection.prototype as ClientCollection;
proto.attachSchema = function (this: ClientCollection, schema, options) {
  attachSchema(this, schema, options);
};
proto.simpleSchema = function (this: ClientCollection) {
  return schemas.get(this) ?? null;
};
