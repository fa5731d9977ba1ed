// Reusable schema parts with collection2 autoValues: `docInfoSchema` (who created and last
// updated a document, and when) and `accountIdSchema` (the account a document belongs to, taken
// from the acting user's `selectedAccountId`). simpl-schema autoValues are synchronous, so the
// user's selectedAccountId is looked up before cleaning (pipeline.ts) and handed to the
// autoValue through the clean context. Writes by trusted server code without a user keep the
// values they pass.
import SimpleSchema from 'simpl-schema';

/** `this` inside our autoValues: simpl-schema's context plus collection2's extension. */
interface AutoContext {
  isSet: boolean;
  value: unknown;
  isUpsert: boolean;
  unset(): void;
  isInsert?: boolean;
  isUpdate?: boolean;
  userId?: string | null;
  selectedAccountId?: string | null;
}

export type AccountIdResolver = (userId: string) => Promise<string | null>;

let defaultResolver: AccountIdResolver = async () => null;
let accountIdResolver: AccountIdResolver | null = null;

/** The server entry installs the default (reading the `users` store); tests may replace it. */
export function setDefaultAccountIdResolver(resolver: AccountIdResolver): void {
  defaultResolver = resolver;
}

/** Replaces how a user's selected account is found (tests, or a different user model); null restores the default. */
export function setAccountIdResolver(resolver: AccountIdResolver | null): void {
  accountIdResolver = resolver;
}

export function resolveAccountId(userId: string): Promise<string | null> {
  return (accountIdResolver ?? defaultResolver)(userId);
}

/** Sets a value on insert (and on the insert half of an upsert); drops attempts to change it. */
function onInsertOnly(this: AutoContext, value: unknown): unknown {
  if (this.isInsert) return value;
  if (this.isUpsert) return { $setOnInsert: value };
  this.unset();
  return undefined;
}

function accountIdAutoValue(this: AutoContext): unknown {
  // Trusted server code without an acting user decides the account itself.
  if (!this.userId) return undefined;
  if (this.isInsert || this.isUpsert) {
    if (!this.selectedAccountId) {
      if (this.isInsert) this.unset();
      return undefined;
    }
    return onInsertOnly.call(this, this.selectedAccountId);
  }
  this.unset();
  return undefined;
}

export const docInfoSchema = new SimpleSchema({
  docInfo: { type: Object, optional: true },
  'docInfo.createdAt': {
    type: Date,
    autoValue(this: AutoContext) {
      return onInsertOnly.call(this, new Date());
    },
  },
  'docInfo.createdBy': {
    type: String,
    optional: true,
    autoValue(this: AutoContext) {
      if (this.userId) return onInsertOnly.call(this, this.userId);
      // Server code without a user may set it on insert, never change it later.
      if (!this.isInsert && !this.isUpsert) this.unset();
      return undefined;
    },
  },
  'docInfo.updatedAt': {
    type: Date,
    autoValue() {
      return new Date();
    },
  },
  'docInfo.updatedBy': {
    type: String,
    optional: true,
    autoValue(this: AutoContext) {
      if (this.userId) return this.userId;
      // Server code without a user: leave whatever it set, invent nothing.
      return undefined;
    },
  },
});

export const accountIdSchema = new SimpleSchema({
  accountId: { type: String, autoValue: accountIdAutoValue },
});

/** True when a schema uses accountIdSchema's autoValue (so the account must be resolved). */
export function usesAccountId(schema: SimpleSchema): boolean {
  return schema.allowsKey('accountId') && schema.schema('accountId')?.autoValue === accountIdAutoValue;
}
