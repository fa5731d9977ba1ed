// The shape every select list shares: a stored `value` and the English `label` a form shows.
// Values are stable identifiers stored in documents; labels may be reworded without touching the data.
//
// Labels in the reader's language come from imports/i18n/list-labels.ts (`useListLabel` in the
// browser, `listLabelIn` on the server), never from `labelOf`, which gives the English label:
// - countries, languages and currencies: values are ISO codes, named by Intl.DisplayNames;
// - every other list: a message `<area>.<value>` in messages/lists/lists-*, but ONLY for a
//   descriptive label ("Project management", "Automotive", "Native speaker"). A proper name —
//   a product, a method, a standard or an acronym (Scrum, Jira, Kubernetes, PRINCE2, ISO 9001,
//   CEFR A1–C2) — has no message and reads the same in every language. A label mixing both
//   ("KUKA robots", "ISO 26262 functional safety") is descriptive and keeps the name inside.
//   Skills, industries, fields and services keep a descriptive label in the catalogs ONLY
//   (ListEntry without `label`): the browser shows catalog words, so it carries no English copy.

export interface ListItem<V extends string = string> extends ListEntry<V> {
  readonly label: string;
}

/**
 * An item of a list whose descriptive labels are messages only (skills, industries, fields,
 * services): `label` is there for a proper name alone, so the browser never carries an English
 * label it does not show. English labels come from the English catalog (`listLabelIn('en', …)`).
 */
export interface ListEntry<V extends string = string> {
  readonly value: V;
  readonly label?: string;
}

/** The stored values of a list, in list order (for `allowedValues` and filters). */
export function valuesOf<V extends string>(list: readonly ListEntry<V>[]): V[] {
  return list.map((item) => item.value);
}

/** The label for a stored value; an unknown value is shown as itself rather than hidden. */
export function labelOf<V extends string>(list: readonly ListItem<V>[], value: string): string {
  return list.find((item) => item.value === value)?.label ?? value;
}

/** Narrows an untrusted string (URL parameter, filter input) to a value of the list. */
export function isValueOf<V extends string>(list: readonly ListEntry<V>[], value: unknown): value is V {
  return typeof value === 'string' && list.some((item) => item.value === value);
}

/**
 * A list written as `{ value: 'Label' }` in display order. JavaScript keeps the order of string
 * keys but sorts integer-like ones first, so those are refused (write such a list as items).
 */
export function listOf<const T extends Record<string, string>>(labels: T): readonly ListItem<keyof T & string>[] {
  return Object.entries(labels).map(([value, label]) => {
    if (/^\d+$/.test(value)) throw new Error(`listOf: the value ${value} would lose its place; write the list as items`);
    return { value: value as keyof T & string, label };
  });
}

/** A list of values whose labels are all messages (`<area>.<value>`), in display order. */
export function listOfValues<const V extends string>(values: readonly V[]): readonly ListEntry<V>[] {
  return values.map((value) => ({ value }));
}
