// Lint: typescript-eslint's recommended rules plus React hooks rules for client code, and no
// untranslated text in JSX (FormatJS's rule): every word the product says comes from the
// message catalogs (imports/i18n), in the reader's language.
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Props that carry words a person reads (besides aria-*, placeholder, title and alt, which the rule checks itself). */
const TEXT_PROPS = '{label,title,heading,description,placeholder,alt,caption,subtitle,hint,help,emptyText,text,confirmLabel,busyLabel,doneText,legend}';

export default tseslint.config(
  { ignores: ['node_modules/', '.meteor/local/', 'coverage/', 'dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['imports/**/*.tsx', 'client/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'imports/ui/testing/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', TEXT_PROPS]] } }],
    },
  },
);
