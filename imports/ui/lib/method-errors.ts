// What a form needs from a method's error: the translation of its validation details, and the
// reason it gives. (Method and publication names are checked by their types: wire-api.ts.)
interface DetailedError {
  details?: unknown;
}

/**
 * The server names invalid keys after the method's parameter ('request.contact.email'); a form
 * knows them without it ('contact.email'). Returns the error with the prefix taken off its
 * `400 INVALID` details, so the form puts each message on its field; other errors pass as they are.
 */
export function withoutParamPrefix(error: unknown, param: string): unknown {
  const details = (error as DetailedError | null)?.details;
  if (typeof details !== 'string') return error;
  let list: unknown;
  try {
    list = JSON.parse(details);
  } catch {
    return error;
  }
  if (!Array.isArray(list)) return error;
  const prefix = `${param}.`;
  const renamed = list.map((item: { name?: unknown }) =>
    typeof item?.name === 'string' && item.name.startsWith(prefix) ? { ...item, name: item.name.slice(prefix.length) } : item,
  );
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as object, error, { details: JSON.stringify(renamed) });
  return copy;
}

/** The reason a method's error gives the user, or `fallback` when it has none. */
export function reasonOf(error: unknown, fallback: string): string {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : fallback;
}

/** Calls `call()` and rethrows its error with the parameter prefix removed. */
export async function withFormErrors<T>(param: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw withoutParamPrefix(error, param);
  }
}
