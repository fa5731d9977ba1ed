// The marketplace's vocabulary in one import: select lists, patterns and shared schema parts.
export * from './continents';
export * from './countries';
export * from './countries-europe';
export * from './document-types';
export * from './fields-of-expertise';
export * from './industries';
export * from './language-levels';
export * from './languages';
export * from './list-item';
export * from './money';
export * from './patterns';
export * from './schema-fields';
export * from './schema-parts';
export * from './skills';
export * from './types-of-service';
