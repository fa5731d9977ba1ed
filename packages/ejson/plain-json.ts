// Fast-path tests for the DDP wire: most params and results are plain JSON (strings, numbers,
// arrays, plain objects), for which EJSON's deep clone and type pass change nothing. These walks
// let the caller skip EJSON when that is provably so; anything unusual answers false and goes
// through EJSON exactly as before. Both are conservative: a false only costs the slow path.

/** Deeper values take the slow path, which then fails (or not) exactly as EJSON always did. */
const MAX_DEPTH = 64;
const DOLLAR = 36;
const objectToString = Object.prototype.toString;

/** EJSON treats keys starting with `$` specially; clone() turns an own `__proto__` into a prototype. */
function isSpecialKey(key: string): boolean {
  return key.charCodeAt(0) === DOLLAR || key === '__proto__';
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  // EJSON.clone turns an `arguments` object (whose prototype is Object's) into an array.
  return (proto === Object.prototype || proto === null) && objectToString.call(value) !== '[object Arguments]';
}

/**
 * True when `JSON.stringify(value)` equals `JSON.stringify(EJSON.toJSONValue(value))`: no Dates,
 * binary, RegExps, NaN/±Infinity, custom types, class instances, functions, symbols or bigints,
 * and no object keys EJSON would escape.
 */
export function isPlainJsonValue(value: unknown, depth = 0): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'undefined':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object':
      break;
    default:
      return false;
  }
  if (value === null) return true;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!isPlainJsonValue(value[i], depth + 1)) return false;
    return true;
  }
  if (!isPlainObject(value)) return false;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (isSpecialKey(key) || !isPlainJsonValue(record[key], depth + 1)) return false;
  }
  return true;
}

/**
 * True when a value fresh from JSON.parse has nothing EJSON.fromJSONValue would decode (no key
 * starting with `$` anywhere) and no `__proto__` key, so the value can be used as it is.
 */
export function hasNoEjsonKeys(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!hasNoEjsonKeys(value[i], depth + 1)) return false;
    return true;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (isSpecialKey(key) || !hasNoEjsonKeys(record[key], depth + 1)) return false;
  }
  return true;
}
