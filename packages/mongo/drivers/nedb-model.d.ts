// nedb's line format (lib/model.js, CommonJS, untyped): the group-commit journal writes the same
// lines nedb's own persistence would, and the data-file check reads them the same way.
declare module '@seald-io/nedb/lib/model.js' {
  const model: { serialize(doc: unknown): string; deserialize(line: string): unknown };
  export default model;
}
