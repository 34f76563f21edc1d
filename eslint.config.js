import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Which folder may import which (the layers, the sandbox and the tools apart, no cycles) is
// dependency-cruiser's to check (.dependency-cruiser.cjs, `npm run arch`); lint keeps only what
// that tool cannot say: the code's own shape (casts, markup, where tests live).

export default tseslint.config(
  {
    ignores: [
      // Build output and the tools' working folders (npm run serve, paths --run, observatory).
      'dist',
      'dist-*',
      '.serve',
      '.qa',
      '.observatory',
      '.routes',
      '.prerender',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['{src,studio}/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      // Trusted Types (contract/trusted-types.ts): the site's CSP refuses HTML strings, so
      // markup written as a string would render in tests and break in production.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'The CSP enforces Trusted Types: render elements, not HTML strings.',
        },
      ],
    },
  },
  {
    files: ['machines/**'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      // Names a search can find (issue 32): the machines are typed, never made to fit. The one
      // assertion allowed is XState's `types: { context: {} as T }`; `as const` only keeps a
      // literal's own type.
      'no-restricted-syntax': [
        'error',
        ...[
          "TSAsExpression:not([expression.type='ObjectExpression'][expression.properties.length=0]):not([typeAnnotation.typeName.name='const'])",
          'TSTypeAssertion',
          'TSNonNullExpression',
        ].map((selector) => ({
          selector,
          message:
            'No casts in machines/: narrow, check unknown data with valibot, or type the helper.',
        })),
      ],
    },
  },
  // One test convention: every test lives under tests/ (unit, model, integration, e2e, serve),
  // its folders following the code's; a test file anywhere else is refused here.
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', '**/*.bench.ts'],
    ignores: ['tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'Tests live under tests/ (docs/architecture.md, "Tests").',
        },
      ],
    },
  },
);
