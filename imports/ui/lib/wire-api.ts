// The server's wire API as the browser sees it: every method's and publication's name, arguments
// and answer, derived from the server's definitions (api/wire-api.ts), plus the methods of
// Meteor's packages the screens call by name. The server's part is read from the declarations
// `npm run typecheck` emits first (tsconfig.wire.json): the browser's type check never loads the
// server modules, which are typed against the server's packages, and its bundle never holds them.
import type { AnswerOf, ArgsOf, MethodSignature } from '../../api/common/wire-types';
import type { ApiMethod } from '../../../.meteor/local/wire-types/imports/api/wire-api';

export type {
  AdminPageName,
  PublicationArgs,
  PublicationDocument,
  PublicationName,
} from '../../../.meteor/local/wire-types/imports/api/wire-api';

/** accounts-2fa's methods, typed as its client API types them (this module is also checked with the server's packages). */
type PackageMethod =
  | MethodSignature<'has2faEnabled', [], boolean>
  | MethodSignature<'generate2faActivationQrCode', [appName: string], { svg: string; secret: string; uri: string }>
  | MethodSignature<'enableUser2fa', [code: string], void>
  | MethodSignature<'disableUser2fa', [code?: string], void>;

type Method = ApiMethod | PackageMethod;

export type MethodName = Method['name'];
export type MethodArgs<N extends MethodName> = ArgsOf<Method, N>;
export type MethodResult<N extends MethodName> = AnswerOf<Method, N>;

/**
 * A method's first argument. Forms' values are untyped (the schema-form kit); a form built from
 * the schema its method validates with states what they are with this type.
 */
export type MethodInput<N extends MethodName> = MethodArgs<N>[0];
