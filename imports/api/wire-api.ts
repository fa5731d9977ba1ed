// The wire API as the browser sees it, derived from the server's definitions (definitions.ts):
// every method's name, positional arguments and result, every publication's name, arguments and
// documents. Types only: the browser reads it through the declarations `npm run typecheck` emits
// (tsconfig.wire.json, imports/ui/lib/wire-api.ts), never the server modules themselves.
import type { CountRecord } from './common/live-counts';
import type { AnswerOf, ArgsOf, PublicationSignature } from './common/wire-types';
import type { adminPages, liveCounts, methods, publications } from './definitions';

/** Every method's signature (common/wire-types.ts). */
export type ApiMethod = (typeof methods)[number];

export type MethodName = ApiMethod['name'];
export type MethodArgs<N extends MethodName> = ArgsOf<ApiMethod, N>;
export type MethodResult<N extends MethodName> = AnswerOf<ApiMethod, N>;

/** A live count takes its list's filters and publishes one CountRecord (common/live-count-publication.ts). */
type LiveCountSignature<TCount> = TCount extends { name: infer TName extends string; selector(filters: infer TFilters): unknown }
  ? PublicationSignature<TName, [filters?: TFilters], CountRecord>
  : never;

/** Every publication's signature (common/wire-types.ts). */
export type ApiPublication =
  | (typeof publications)[number]
  | LiveCountSignature<(typeof liveCounts)[number]>
  | ReturnType<typeof adminPages>[number];

export type PublicationName = ApiPublication['name'];
/** The back office's paged tables `(filters, page)`. */
export type AdminPageName = ReturnType<typeof adminPages>[number]['name'];
export type PublicationArgs<N extends PublicationName> = ArgsOf<ApiPublication, N>;
export type PublicationDocument<N extends PublicationName> = AnswerOf<ApiPublication, N> extends readonly (infer TDocument)[] ? TDocument : never;
