// What the typed wire API (imports/api/wire-api.ts) reads off every method and publication
// definition: its name as a literal type and its positional arguments as a labelled tuple. The
// `signature` member exists only for the type checker; nothing sets or reads it at run time.

/** A method as the client sees it: `Meteor.callAsync(name, ...args)` answers `TResult`. */
export interface MethodSignature<TName extends string = string, TArgs extends unknown[] = never[], TResult = unknown> {
  readonly name: TName;
  readonly signature?: (...args: TArgs) => TResult;
}

/** A publication as the client sees it: `Meteor.subscribe(name, ...args)` publishes `TDocument`s. */
export interface PublicationSignature<TName extends string = string, TArgs extends unknown[] = never[], TDocument = unknown> {
  readonly name: TName;
  readonly signature?: (...args: TArgs) => TDocument[];
}

type CallOf<TSignature> = TSignature extends { signature?: infer TCall } ? NonNullable<TCall> : never;

/** The arguments of the signature named `TName` among `TSignatures`. */
export type ArgsOf<TSignatures, TName> = CallOf<Extract<TSignatures, { name: TName }>> extends (...args: infer TArgs) => unknown ? TArgs : never;

/** What the signature named `TName` among `TSignatures` answers (a publication: its documents, as an array). */
export type AnswerOf<TSignatures, TName> = CallOf<Extract<TSignatures, { name: TName }>> extends (...args: never[]) => infer TAnswer ? TAnswer : never;
