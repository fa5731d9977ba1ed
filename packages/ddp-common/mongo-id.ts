// Meteor's `MongoID.idStringify` / `idParse`: how document ids travel in DDP `id` fields.
// String ids pass through unless they could be mistaken for another encoding (a leading `-`, `~`
// or `{`, or 24 hex characters, which read as an ObjectID); those get a `-` prefix. Numbers and
// other JSON values travel as `~` + JSON. Left out: ObjectID instances (we only issue string ids).
const OBJECT_ID_HEX = /^[0-9a-f]{24}$/;

export function idStringify(id: unknown): string {
  if (typeof id === 'string') {
    if (id === '') return id;
    const first = id[0];
    if (first === '-' || first === '~' || first === '{' || OBJECT_ID_HEX.test(id)) return '-' + id;
    return id;
  }
  if (id === undefined) return '-';
  if (typeof id === 'object' && id !== null && 'toHexString' in id) {
    return (id as { toHexString(): string }).toHexString();
  }
  return '~' + JSON.stringify(id);
}

export function idParse(id: string): unknown {
  if (id === '') return id;
  if (id === '-') return undefined;
  if (id[0] === '-') return id.slice(1);
  if (id[0] === '~') return JSON.parse(id.slice(1));
  return id;
}
