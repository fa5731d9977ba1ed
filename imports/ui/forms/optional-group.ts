// The inputs of an optional group of keys (a rate: amount or bounds, currency, unit): nothing is
// required while the group is empty; once one key is filled in, the schema's own rules apply
// (the asterisks of `required` show), and emptied completely the group is left out rather than
// half-sent.
// Usage: const rateField = optionalGroupField(form, 'rate', ['min', 'max', 'currency', 'unit'], ['currency', 'unit']);
//        <SchemaField {...rateField('min')} />
import { getPath } from './dotted-path';
import type { SchemaForm, SchemaFormFieldProps } from './use-schema-form';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

export function optionalGroupField<K extends string>(
  form: SchemaForm,
  group: string,
  keys: readonly K[],
  /** The keys a started group needs (all by default); a range's bounds, one of which will do, are not. */
  required: readonly K[] = keys,
): (key: K) => SchemaFormFieldProps & { required: boolean } {
  const values = getPath(form.state.values, group) as Record<string, unknown> | undefined;
  const started = keys.some((key) => !isEmpty(values?.[key]));
  return (key) => {
    const props = form.field(`${group}.${key}`);
    return {
      ...props,
      required: started && required.includes(key),
      onChange: (name: string, value: unknown) => {
        const next = { ...values, [key]: value };
        const empty = keys.every((item) => isEmpty(next[item]));
        props.onChange(empty ? group : name, empty ? undefined : value);
      },
    };
  };
}
