// Meteor's `ejson` package: the npm `ejson` module is Meteor's own EJSON published standalone, so
// Dates, binary, $InfNaN, $regexp, $escape and custom types round-trip exactly as Meteor's do.
// Left out: nothing; this file only gives it Meteor's import name and a typed surface.
import EJSONModule from 'ejson';

export type EJSONValue = unknown;

interface EJSONApi {
  stringify(value: unknown, options?: { canonical?: boolean; indent?: boolean | number | string }): string;
  parse(text: string): unknown;
  toJSONValue(value: unknown): unknown;
  fromJSONValue(value: unknown): unknown;
  clone<T>(value: T): T;
  equals(a: unknown, b: unknown, options?: { keyOrderSensitive?: boolean }): boolean;
  isBinary(value: unknown): value is Uint8Array;
  newBinary(size: number): Uint8Array;
  addType(name: string, factory: (jsonValue: unknown) => unknown): void;
}

export const EJSON = EJSONModule as unknown as EJSONApi;
