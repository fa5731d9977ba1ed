// The single `meteor/<name>` resolver, shared by the client build (Vite), the server build
// (esbuild), Vitest and the generated TypeScript paths. It mirrors how the Meteor tool links
// packages: `meteor/alanning:roles` is implemented by `packages/alanning-roles`, each package has
// a `client` and a `server` entry where the two differ (else `index`), and app code may only
// import packages listed in `.meteor/packages`. Packages themselves may use any other package,
// as Meteor packages declare their own dependencies.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type BuildTarget = 'client' | 'server';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const packagesDir = path.join(projectRoot, 'packages');

const SPECIFIER = /^meteor\/([a-z0-9:_-]+)$/;
const ENTRY_EXTENSIONS = ['.ts', '.tsx'];

/** Reads `.meteor/packages`: one name a line, `#` starts a comment. */
export function readAllowedPackages(root = projectRoot): Set<string> {
  const text = readFileSync(path.join(root, '.meteor', 'packages'), 'utf8');
  const names = text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line.length > 0);
  return new Set(names);
}

export function packageFolderName(meteorName: string): string {
  return meteorName.replace(/:/g, '-');
}

/** The entry file a package offers to a target: `<target>.ts(x)`, else `index.ts(x)`. */
export function packageEntry(meteorName: string, target: BuildTarget, root = projectRoot): string | null {
  const folder = path.join(root, 'packages', packageFolderName(meteorName));
  for (const base of [target, 'index']) {
    for (const ext of ENTRY_EXTENSIONS) {
      const file = path.join(folder, base + ext);
      if (existsSync(file)) return file;
    }
  }
  return null;
}

export class MeteorResolveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MeteorResolveError';
  }
}

/**
 * Resolves a `meteor/<name>` specifier for a target. Returns null for any other specifier so
 * the calling bundler falls through to its own resolution.
 */
export function resolveMeteorImport(
  specifier: string,
  importer: string | undefined,
  target: BuildTarget,
  allowed: Set<string> = readAllowedPackages(),
): string | null {
  const match = SPECIFIER.exec(specifier);
  if (!match) return null;
  const name = match[1] as string;
  const fromPackage = importer !== undefined && path.resolve(importer).startsWith(packagesDir + path.sep);
  if (!fromPackage && !allowed.has(name)) {
    throw new MeteorResolveError(
      `Package '${name}' is not in .meteor/packages (imported as '${specifier}'` +
        (importer ? ` from ${path.relative(projectRoot, importer)}` : '') +
        '). Add it there to use it.',
    );
  }
  const entry = packageEntry(name, target);
  if (!entry) {
    throw new MeteorResolveError(
      `Package '${name}' has no ${target} entry: expected packages/${packageFolderName(name)}/` +
        `${target}.ts or index.ts.`,
    );
  }
  return entry;
}

/** Every package folder that exists, as Meteor names (`alanning-roles` stays as the folder). */
export function listPackageFolders(root = projectRoot): string[] {
  return readdirSync(path.join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A Vite/Rollup plugin (also used by Vitest) that applies the resolver for one target. */
export function meteorResolverPlugin(target: BuildTarget) {
  const allowed = readAllowedPackages();
  return {
    name: `meteor-resolver-${target}`,
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      return resolveMeteorImport(source, importer, target, allowed);
    },
  };
}

/** An esbuild plugin that applies the resolver for one target. */
export function meteorEsbuildPlugin(target: BuildTarget) {
  const allowed = readAllowedPackages();
  return {
    name: `meteor-resolver-${target}`,
    setup(build: {
      onResolve(
        options: { filter: RegExp },
        callback: (args: { path: string; importer: string }) => { path: string } | { errors: { text: string }[] },
      ): void;
    }) {
      build.onResolve({ filter: /^meteor\// }, (args) => {
        try {
          const resolved = resolveMeteorImport(args.path, args.importer, target, allowed);
          return { path: resolved as string };
        } catch (error) {
          return { errors: [{ text: (error as Error).message }] };
        }
      });
    },
  };
}
