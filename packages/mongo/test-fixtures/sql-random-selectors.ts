// Seeded random selectors for the SQL translation's property test: fields of the corpus, values
// drawn from what the corpus holds (and a few it does not), every operator the translation knows,
// nested in $and/$or/$nor/$not/$elemMatch up to a small depth.
import type { Document } from '../types';
import { rng } from './seeded-random';

const FIELDS = ['status', 'title', 'n', 'at', 'ok', 'skills', 'rate.min', 'rate.max', 'rate.currency', 'languages.language', 'languages.level', 'emails.address', 'availability.from', 'roles', 'startDate', 'candidateData.cv', '_id'];
const EXTRA_VALUES: unknown[] = [null, 0, -1, 1000, '', 'zzz', true, false, new Date(Date.UTC(2026, 0, 4)), new Date(0)];

function leaves(value: unknown, out: unknown[]): void {
  if (Array.isArray(value)) for (const item of value) leaves(item, out);
  else if (value && typeof value === 'object' && !(value instanceof Date)) for (const item of Object.values(value)) leaves(item, out);
  else out.push(value);
}

export function randomSelectors(seed: number, count: number, docs: readonly Document[]): Array<Record<string, unknown>> {
  const random = rng(seed);
  const values: unknown[] = [...EXTRA_VALUES];
  for (const doc of docs) leaves(doc, values);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const some = () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(values));
  const escaped = () => String(pick(values.filter((value) => typeof value === 'string'))).slice(0, 3).replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

  const operand = (depth: number): unknown => {
    switch (Math.floor(random() * 14)) {
      case 0: return pick(values);
      case 1: return { $ne: pick(values) };
      case 2: return { [pick(['$gt', '$gte', '$lt', '$lte'])]: pick(values) };
      case 3: return { $in: some() };
      case 4: return { $nin: some() };
      case 5: return { $exists: random() < 0.5 };
      case 6: return { $regex: escaped(), $options: pick(['i', '']) };
      case 7: return { $all: some().filter((value) => value !== null) };
      case 8: return { $size: Math.floor(random() * 3) };
      case 9: return depth > 1 ? pick(values) : { $not: operand(depth + 1) };
      case 10: return { $elemMatch: random() < 0.5 ? { [pick(['$eq', '$gt', '$lt'])]: pick(values) } : { [pick(['language', 'level', 'name', 'address'])]: pick(values) } };
      case 11: return { $eq: pick(values) };
      case 12: return { [pick(['$gt', '$lte'])]: pick(values), $ne: pick(values) };
      default: return { $in: [pick(values), null] };
    }
  };
  const selector = (depth: number): Record<string, unknown> => {
    const roll = random();
    if (depth < 2 && roll < 0.25) {
      const branches = Array.from({ length: 1 + Math.floor(random() * 3) }, () => selector(depth + 1));
      return { [pick(['$and', '$or', '$nor'])]: branches };
    }
    const result: Record<string, unknown> = {};
    for (let i = 0; i < 1 + Math.floor(random() * 2); i += 1) result[pick(FIELDS)] = operand(depth);
    return result;
  };
  return Array.from({ length: count }, () => selector(0));
}
