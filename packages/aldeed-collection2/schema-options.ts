// What aldeed:collection2 and aldeed:schema-index add to simpl-schema on both client and server:
// the key options `index`, `unique`, `sparse`, `denyInsert`, `denyUpdate` (allowed in schema
// definitions and typed), and the '<label> must be unique' message for notUnique errors.
// Left out: denyInsert/denyUpdate enforcement (accepted so shared schemas load).
import SimpleSchema from 'simpl-schema';

// The same options in simpl-schema's key-definition type, so schemas using them typecheck.
// simpl-schema's package exports hide its types module, hence the path into the package.
declare module '../../node_modules/simpl-schema/dist/esm/types.js' {
  interface TypeDefinitionProps {
    /** aldeed:schema-index: create an index `c2_<key>` on this key. */
    index?: boolean | 1 | -1;
    unique?: boolean;
    sparse?: boolean;
    denyInsert?: boolean;
    denyUpdate?: boolean;
  }
}

// Schema options that schema-index and collection2 add to key definitions.
SimpleSchema.extendOptions(['index', 'unique', 'sparse', 'denyInsert', 'denyUpdate']);

// aldeed:schema-index registers a message for notUnique; simpl-schema has none of its own.
type MessageFn = (error: { type: string; name: string }, label: string | null) => string | undefined;
const globalConfig = globalThis as { simpleSchemaGlobalConfig?: { getErrorMessage?: MessageFn } };
const previousMessage = globalConfig.simpleSchemaGlobalConfig?.getErrorMessage;
globalConfig.simpleSchemaGlobalConfig = {
  ...globalConfig.simpleSchemaGlobalConfig,
  getErrorMessage: (error, label) => (error.type === 'notUnique' ? `${label ?? error.name} must be unique` : previousMessage?.(error, label)),
};

