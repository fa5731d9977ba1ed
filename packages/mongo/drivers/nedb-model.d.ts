// nedb's line format (lib/model.js, CommonJS, untyped): the group-commit journal writes the same
// lines nedb's own persistence would.
declare module '@seald-io/nedb/lib/model.js' {
  const model: { serialize(doc: unknown): string };
  export default model;
}
