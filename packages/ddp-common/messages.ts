// The DDP version 1 message catalogue as discriminated unions, shared by server and client.
// Field types are what a well-formed peer sends; parsers still check them at runtime.
export const SUPPORTED_DDP_VERSIONS = ['1', 'pre2', 'pre1'] as const;
export type DdpVersion = (typeof SUPPORTED_DDP_VERSIONS)[number];

export type Fields = Record<string, unknown>;

export type ClientMessage =
  | { msg: 'connect'; version: string; support: string[]; session?: string }
  | { msg: 'ping'; id?: string }
  | { msg: 'pong'; id?: string }
  | { msg: 'sub'; id: string; name: string; params?: unknown[] }
  | { msg: 'unsub'; id: string }
  | { msg: 'method'; id: string; method: string; params?: unknown[]; randomSeed?: string };

export type ServerMessage =
  | { msg: 'connected'; session: string }
  | { msg: 'failed'; version: string }
  | { msg: 'ping'; id?: string }
  | { msg: 'pong'; id?: string }
  | { msg: 'added'; collection: string; id: string; fields?: Fields }
  | { msg: 'changed'; collection: string; id: string; fields?: Fields; cleared?: string[] }
  | { msg: 'removed'; collection: string; id: string }
  | { msg: 'ready'; subs: string[] }
  | { msg: 'nosub'; id: string; error?: Record<string, unknown> }
  | { msg: 'result'; id: string; error?: Record<string, unknown>; result?: unknown }
  | { msg: 'updated'; methods: string[] }
  | { msg: 'error'; reason: string; offendingMessage?: unknown };

export type DdpMessage = ClientMessage | ServerMessage;
