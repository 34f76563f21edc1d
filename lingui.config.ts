import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalog per feature so a page loads only the messages it shows and parallel work on
// different features does not collide in one file. ru is the source language.
const feature = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/locales/{locale}/${name}`,
  include,
  // glob's ignore matches paths, not folders: a folder is excluded with everything under it.
  exclude: exclude.map((folder) => `${folder}/**`),
});

export default defineConfig({
  sourceLocale: 'ru',
  locales: ['ru', 'kk'],
  fallbackLocales: { default: 'ru' },
  // No line numbers: moving code must not churn the catalogs.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    feature(
      'shell',
      ['<rootDir>/src'],
      [
        '<rootDir>/src/features/public-pages',
        '<rootDir>/src/features/registration',
        '<rootDir>/src/features/calculators',
        '<rootDir>/src/features/flow-jump',
        '<rootDir>/src/app/head',
      ],
    ),
    // Page descriptions: in the prerendered files already, fetched only for client navigation.
    feature('head', ['<rootDir>/src/app/head']),
    // The home page is the landing page on a phone: its messages are a catalog of their own so
    // `/` does not download the text of every other page (bundle budget, issue 2 item 10).
    feature('home', [
      '<rootDir>/src/features/public-pages/home',
      '<rootDir>/src/features/public-pages/ProductSummary.tsx',
      '<rootDir>/src/features/public-pages/parts/format.ts',
    ]),
    feature(
      'pages',
      ['<rootDir>/src/features/public-pages'],
      ['<rootDir>/src/features/public-pages/home'],
    ),
    // The step declarations' words (labels, hints, titles) are the registration screens', and the
    // contract's rule messages the forms' errors (the sandbox's 422 answers say the same).
    feature('registration', ['<rootDir>/src/features/registration', '<rootDir>/contract']),
    feature('calculators', ['<rootDir>/src/features/calculators']),
    // The product team's flow studio (studio/: /dev/flow and the static studio) with the
    // sandbox jump /dev/flow adds: its own catalog, loaded with the route or the studio.
    feature('flow', ['<rootDir>/studio', '<rootDir>/src/features/flow-jump']),
    // The sandbox's own answers and pages (sandbox/words.ts reads them in Node).
    feature('sandbox', ['<rootDir>/sandbox']),
  ],
});
