// One codec for a public list's address: each list declares its filter fields (how a field is read
// from the query and written back) and gets `read` and `write`. Reading is forgiving: a value the
// server would refuse (edited or hostile addresses) is dropped instead of breaking the list, and
// keys no field declares are ignored.
import { PAGE_SIZE } from '../../../api/common/search';

/** What the reader knows about the user: with prices hidden no rate filter or order is read; an order by the candidate's own fit only for a candidate. */
export interface AddressContext {
  hidePrices: boolean;
  candidate?: boolean;
}

export type SetParam = (key: string, value: string | number | undefined) => void;

/** One filter (or a few that belong together) in the address. */
export interface AddressField<F> {
  read(params: URLSearchParams, context: AddressContext): Partial<F>;
  write(filters: F, set: SetParam): void;
}

export interface AddressCodec<F> {
  read(params: URLSearchParams, context?: Partial<AddressContext>): F;
  write(filters: F): URLSearchParams;
}

export function defineAddressCodec<F extends object>(fields: readonly AddressField<F>[]): AddressCodec<F> {
  return {
    read(params, { hidePrices = false, candidate = false } = {}) {
      return Object.assign({}, ...fields.map((field) => field.read(params, { hidePrices, candidate }))) as F;
    },
    write(filters) {
      const params = new URLSearchParams();
      const set: SetParam = (key, value) => {
        if (value !== undefined && value !== '') params.set(key, String(value));
      };
      for (const field of fields) field.write(filters, set);
      return params;
    },
  };
}

/** A whole number within [min, max], or undefined. */
export function wholeNumber(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

/** "Load more" in the address: a limit beyond the first page, up to `max`. */
export function readLimit(params: URLSearchParams, max: number): number | undefined {
  return wholeNumber(params.get('limit'), PAGE_SIZE + 1, max);
}

export function writeLimit(limit: number | undefined, set: SetParam): void {
  if (limit !== undefined && limit > PAGE_SIZE) set('limit', limit);
}
