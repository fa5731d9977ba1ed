// The wire API as the browser sees it, derived from the server's definitions (definitions.ts):
// every method's name, positional arguments and result, every publication's name, arguments and
// documents. Types only: the browser reads it through the declarations `npm run typecheck` emits
// (tsconfig.wire.json, imports/ui/lib/wire-api.ts), never the server modules themselves.
import type { AdminApplicationsParams, ADMIN_APPLICATIONS_PAGE } from './applications/admin-publications';
import type { AdminPageRecord } from './common/admin-page-publication';
import type { CountRecord } from './common/live-counts';
import type { AnswerOf, ArgsOf, PublicationSignature } from './common/wire-types';
import type { AdminContactMessagesParams, ADMIN_CONTACT_MESSAGES_PAGE } from './contact-messages/admin-publications';
import type { liveCounts, methods, publications } from './definitions';
import type { AdminInvitationRequestsParams, ADMIN_INVITATION_REQUESTS_PAGE } from './invitation-requests/admin-publications';
import type { AdminDocumentsParams, ADMIN_DOCUMENTS_PAGE } from './people-documents/admin-publications';
import type { AdminRequestsParams, ADMIN_REQUESTS_PAGE } from './requests/admin-publications';
import type { AdminUsersParams, ADMIN_USERS_PAGE } from './users/admin-publications';

/** Every method's signature (common/wire-types.ts). */
export type ApiMethod = (typeof methods)[number];

export type MethodName = ApiMethod['name'];
export type MethodArgs<N extends MethodName> = ArgsOf<ApiMethod, N>;
export type MethodResult<N extends MethodName> = AnswerOf<ApiMethod, N>;

/** A live count takes its list's filters and publishes one CountRecord (common/live-count-publication.ts). */
type LiveCountSignature<TCount> = TCount extends { name: infer TName extends string; selector(filters: infer TFilters): unknown }
  ? PublicationSignature<TName, [filters?: TFilters], CountRecord>
  : never;

/**
 * An admin table page `(filters, page)` (common/admin-page-publication.ts): loose, its documents
 * are the table's rows and the page record; tightened when the admin lists are rebuilt.
 */
type AdminPageSignature<TName extends string, TParams extends { filters?: unknown; page?: number }> = PublicationSignature<
  TName,
  [filters?: TParams['filters'], page?: number],
  AdminPageRecord | Record<string, unknown>
>;

/** Every publication's signature (common/wire-types.ts). */
export type ApiPublication =
  | (typeof publications)[number]
  | LiveCountSignature<(typeof liveCounts)[number]>
  | AdminPageSignature<typeof ADMIN_APPLICATIONS_PAGE, AdminApplicationsParams>
  | AdminPageSignature<typeof ADMIN_REQUESTS_PAGE, AdminRequestsParams>
  | AdminPageSignature<typeof ADMIN_DOCUMENTS_PAGE, AdminDocumentsParams>
  | AdminPageSignature<typeof ADMIN_INVITATION_REQUESTS_PAGE, AdminInvitationRequestsParams>
  | AdminPageSignature<typeof ADMIN_CONTACT_MESSAGES_PAGE, AdminContactMessagesParams>
  | AdminPageSignature<typeof ADMIN_USERS_PAGE, AdminUsersParams>;

export type PublicationName = ApiPublication['name'];
export type PublicationArgs<N extends PublicationName> = ArgsOf<ApiPublication, N>;
export type PublicationDocument<N extends PublicationName> = AnswerOf<ApiPublication, N> extends readonly (infer TDocument)[] ? TDocument : never;
