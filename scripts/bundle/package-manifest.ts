// The bundle's package.json: only the packages the built server and renderer load at run time
// (esbuild's externals, read from its metafiles), at the exact versions the project pins, and
// the scripts an operator runs in the bundle. Its package-lock.json is the project's lock pruned
// to them by npm itself (`npm install --package-lock-only`), so `npm ci` installs what was tested.
import type { Metafile } from 'esbuild';
import { SERVER_NODE_FLAGS } from '../build-paths';

export interface ProjectManifest {
  name: string;
  version: string;
  description?: string;
  engines?: Record<string, string>;
  dependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`; null for Node's built-ins. */
export function packageNameOf(specifier: string): string | null {
  if (specifier.startsWith('node:') || specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** The packages the built files import and left external, sorted. */
export function externalPackages(metafiles: Metafile[]): string[] {
  const names = new Set<string>();
  for (const metafile of metafiles) {
    for (const output of Object.values(metafile.outputs)) {
      for (const imported of output.imports) {
        const name = imported.external ? packageNameOf(imported.path) : null;
        if (name) names.add(name);
      }
    }
  }
  return [...names].sort();
}

export function bundleManifest(project: ProjectManifest, runtimePackages: string[]): Record<string, unknown> {
  const dependencies: Record<string, string> = {};
  for (const name of runtimePackages) {
    const version = project.dependencies[name];
    // A dev dependency the server imports would be missing on the server: fail the bundle instead.
    if (!version) throw new Error(`The server imports ${name}, which is not among package.json's dependencies`);
    dependencies[name] = version;
  }
  const allowScripts = Object.fromEntries(Object.entries(project.allowScripts ?? {}).filter(([name]) => name in dependencies));
  return {
    name: project.name,
    version: project.version,
    private: true,
    type: 'module',
    description: `${project.description ?? project.name} (production bundle)`,
    engines: project.engines,
    scripts: {
      start: `node ${SERVER_NODE_FLAGS.join(' ')} main.js`,
      backup: 'node programs/tools/backup.js',
      restore: 'node programs/tools/restore.js',
    },
    dependencies,
    ...(Object.keys(allowScripts).length > 0 ? { allowScripts } : {}),
  };
}
