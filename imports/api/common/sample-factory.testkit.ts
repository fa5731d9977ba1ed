// One way to hand a test its sample document: each collection declares one realistic document
// (its samples.testkit.ts) and every call returns a fresh deep copy, so a test may change it
// (schema-contract's withValue does) without touching the next test's copy.

/** A builder of fresh copies of `sample`, with `overrides` laid over the top level. */
export function sampleFactory<T extends object>(sample: T): (overrides?: Partial<T>) => T & Record<string, unknown> {
  return (overrides = {}) => ({ ...structuredClone(sample), ...overrides }) as T & Record<string, unknown>;
}
