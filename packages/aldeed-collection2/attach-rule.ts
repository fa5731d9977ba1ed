// What `attachSchema` means on both sides (server collections and the browser's): a second call
// extends the attached schema unless told to replace it, as aldeed:collection2 does.
import SimpleSchema from 'simpl-schema';

/** A SimpleSchema definition object (simpl-schema does not export its type by name). */
export type SchemaDefinition = ConstructorParameters<typeof SimpleSchema>[0];

export interface AttachSchemaOptions {
  /** Replace the attached schema instead of extending it. */
  replace?: boolean;
}

/** The schema a collection has after attaching `schemaOrDefinition` to what it had (`existing`). */
export function schemaAfterAttach(existing: SimpleSchema | undefined, schemaOrDefinition: SimpleSchema | SchemaDefinition, options: AttachSchemaOptions): SimpleSchema {
  const incoming = SimpleSchema.isSimpleSchema(schemaOrDefinition)
    ? (schemaOrDefinition as SimpleSchema)
    : new SimpleSchema(schemaOrDefinition as SchemaDefinition);
  return existing && !options.replace ? existing.clone().extend(incoming) : incoming;
}
