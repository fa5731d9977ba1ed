// Modules the build makes (scripts/vite-i18n-catalogs.ts).
declare module 'virtual:i18n-catalogs' {
  import type { CatalogLoaders } from '../imports/ui/i18n/message-store';
  export const loaders: CatalogLoaders;
}
