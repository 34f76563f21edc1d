import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way (ARCHITECTURE.md): routes → features → (ui, api, platform, finance) →
// machines → contract. Each layer lists what it may not reach; lint enforces it instead of hoping.
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((group) => ({
        group: [`**/${group}/**`, `**/${group}`],
        message: `This layer may not import from ${group}/ (ARCHITECTURE.md: routes → features → shared → machines → contract).`,
      })),
    },
  ],
});

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
  // The contract is the lowest layer: the app, the machines and the sandbox all derive from it.
  { files: ['contract/**'], rules: forbid('src', 'machines', 'sandbox', 'react', 'xstate') },
  // Stand-ins for the lender's browser-side services, shared by the sandbox and the app's QA
  // tools: above the contract, below both of them.
  { files: ['fakes/**'], rules: forbid('src', 'machines', 'sandbox', 'react', 'xstate') },
  {
    files: ['machines/**'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      ...forbid('src', 'sandbox', 'react'),
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
  // machines/graph is generic and sits under the machines (their model.ts import it); the catalog
  // of which machines the tools read sits above them. An arrow from graph/ up is a cycle of folders.
  {
    files: ['machines/graph/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid('src', 'sandbox', 'react')['no-restricted-imports'][1].patterns,
            {
              group: ['../registration/**', '../session/**', '../liveness/**', '../catalog/**'],
              message: 'machines/graph is generic: it may not import a machine or the catalog.',
            },
            {
              group: ['../registration', '../session', '../liveness', '../flow-channel/**'],
              message: 'machines/graph is generic: it may not import a machine or the catalog.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/{ui,api,platform,finance}/**'],
    rules: forbid('routes', 'features', 'sandbox', 'qa', 'studio'),
  },
  { files: ['src/features/**'], rules: forbid('routes', 'sandbox', 'qa', 'studio') },
  { files: ['src/app/**'], rules: forbid('sandbox', 'qa', 'studio') },
  { files: ['src/routes/**'], rules: forbid('sandbox', 'qa', 'studio') },
  // The one door from the app to the studio: /dev/flow mounts the studio's view in development.
  { files: ['src/routes/{-$locale}/dev.flow.tsx'], rules: forbid('sandbox', 'qa') },
  { files: ['sandbox/**'], rules: forbid('src', 'machines') },
  // QA's tools and the product team's studio stand beside the app: they may read the machines
  // and the contract, never the app's own code, and the app never imports them.
  { files: ['qa/**'], rules: forbid('src', 'studio') },
  { files: ['studio/**'], rules: forbid('src', 'qa') },
  // The static studio wears the app's design tokens and base styles (a copy would drift).
  {
    files: ['studio/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src(/(?!ui/global\\.css$)|$)',
              message: 'The studio imports only the app’s global.css (its tokens) from src/.',
            },
            { group: ['**/qa/**', '**/qa'], message: 'The studio may not import from qa/.' },
          ],
        },
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
