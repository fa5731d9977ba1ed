// The oracle both hostile suites share: a refused call or upload leaves every data file as it was.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** SHA-256 over every data file of the database folder (and its named storages), uploads aside. */
export function dataHash(dataDir: string): string {
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'uploads' && !name.startsWith('.')) visit(full);
      } else if (name.endsWith('.db')) hash.update(name).update(readFileSync(full));
    }
  };
  visit(dataDir);
  return hash.digest('hex');
}
