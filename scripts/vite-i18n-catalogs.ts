// The browser's message catalogs, one module per language and part, precompiled: each message is
// parsed into FormatJS's AST at build time, so the browser ships without the ICU parser
// (vite.config.ts aliases it to its no-parser build) and formats without parsing. A language's
// module already holds its fallbacks (sk → cs → en, imports/i18n/locales.ts), so a missing
// translation costs no extra download. `virtual:i18n-catalogs` exports the loaders:
// `loaders[locale][part]()` imports one such chunk.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { CATALOG_PARTS, type CatalogPart } from '../imports/i18n/define-area.ts';
import { catalogChain, isLocale, LOCALES } from '../imports/i18n/locales.ts';
import { projectRoot } from './meteor-resolver.ts';

const MESSAGES_DIR = path.join(projectRoot, 'imports', 'i18n', 'messages');
const LOADERS_ID = 'virtual:i18n-catalogs';
const CATALOG_PREFIX = 'virtual:i18n-catalog/';

/** The raw messages of one part in one language, fallbacks included, and the files read. */
export function readPartMessages(part: CatalogPart, locale: (typeof LOCALES)[number]): { messages: Record<string, string>; files: string[] } {
  const messages: Record<string, string> = {};
  const files: string[] = [];
  const partDir = path.join(MESSAGES_DIR, part);
  const areas = readdirSync(partDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const language of catalogChain(locale)) {
    for (const area of areas) {
      const file = path.join(partDir, area.name, `${language}.json`);
      files.push(file);
      Object.assign(messages, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
    }
  }
  return { messages, files };
}

function loadersModule(): string {
  const entries = LOCALES.map(
    (locale) => `  ${locale}: { ${CATALOG_PARTS.map((part) => `${JSON.stringify(part)}: () => import('${CATALOG_PREFIX}messages-${locale}-${part}')`).join(', ')} }`,
  );
  return `export const loaders = {\n${entries.join(',\n')}\n};\n`;
}

export function i18nCatalogs(): Plugin {
  return {
    name: 'i18n-catalogs',
    resolveId(id) {
      if (id === LOADERS_ID || id.startsWith(CATALOG_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) return loadersModule();
      if (!id.startsWith(`\0${CATALOG_PREFIX}`)) return null;
      // Named messages-<locale>-<part>, which names its chunk too.
      const [, locale, part] = /^messages-([^-]+)-(.+)$/.exec(id.slice(CATALOG_PREFIX.length + 1)) ?? [];
      if (!isLocale(locale) || !(CATALOG_PARTS as readonly string[]).includes(part ?? '')) throw new Error(`No message catalog ${id}`);
      const { messages, files } = readPartMessages(part as CatalogPart, locale);
      for (const file of files) this.addWatchFile(file);
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      // JSON.parse of a string literal is faster for the browser to evaluate than an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
    },
  };
}
