import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from './scripts/build/lingui-macro.ts';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { compileHints } from './scripts/build/compile-hints.ts';
import { companyAssets } from './scripts/build/company-assets.ts';
import { finishDist } from './scripts/build/dist-files.ts';
import { trustedTypesSinks } from './scripts/build/trusted-types.ts';
import {
  resolveSettings,
  settingsDefines,
  type ResolvedSettings,
} from './scripts/build/settings.ts';

const sandboxUrl =
  process.env.SANDBOX_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 5180}`;

// /rest and the sandbox's own pages (signing, documents, liveness provider, collectors) are
// served by the sandbox; in development and preview they sit behind the app's origin so cookies
// and CORS stay simple. xfwd keeps the app's host in X-Forwarded-Host, from which the sandbox
// builds the absolute URLs it hands out (signing page, documents). The realtime socket connects
// to the sandbox directly (appConfig.realtime).
const proxy = {
  '/rest': { target: sandboxUrl, changeOrigin: true, xfwd: true },
  '/sandbox': { target: sandboxUrl, changeOrigin: true, xfwd: true },
};

// Vite loads this file once per environment (the browser's and the prerendering server's); both
// must agree on the build's id and date, so the first load fixes them for the process.
process.env.BUILD_VERSION ??= Date.now().toString(36);
process.env.BUILD_DATE ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format();

// Each build gets an id, compiled into the app and written to dist/version.json; a tab running an
// older build notices the difference when it polls the file (src/platform/version.ts). The build's
// date (in Almaty) is the "today" the prerendered pages were rendered with: the browser's first
// render reproduces it, so hydration matches, then moves to the real date (src/ui/hydration.ts).
export function buildVersion(): Plugin {
  const version = process.env.BUILD_VERSION!;
  return {
    name: 'build-version',
    config: () => ({
      define: {
        'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(version),
        'import.meta.env.VITE_BUILD_DATE': JSON.stringify(process.env.BUILD_DATE),
      },
    }),
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ version }),
      });
    },
  };
}

// The checked settings compiled in as import.meta.env.* (scripts/build/settings.ts): a build
// with a missing, malformed or sandbox setting stops here, naming each.
export function settings(resolved: ResolvedSettings): Plugin {
  return { name: 'settings', config: () => ({ define: settingsDefines(resolved) }) };
}

export default defineConfig(({ mode, command, isPreview }) => {
  // `vite preview` only serves a finished dist/ to the tests: the sandbox's settings will do.
  const resolved = resolveSettings(isPreview ? 'sandbox' : mode);
  // The dev server always runs the QA tools; a build has the stage its settings say.
  const stage = command === 'serve' ? 'development' : resolved.settings.VITE_APP_STAGE;
  resolved.settings.VITE_APP_STAGE = stage;
  const port = Number(process.env.PORT ?? 5173);
  // A production-stage build leaves the dev routes out of its route tree; it writes that tree
  // outside src/ so the committed one (with /dev/flow, for development) stays as it is.
  const routeTree = stage === 'production' ? '.routes/routeTree.gen.ts' : 'src/routeTree.gen.ts';
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: 'src/routes',
        generatedRouteTree: routeTree,
        routeFileIgnorePattern: stage === 'production' ? '(\\.test\\.|dev\\.)' : '\\.test\\.',
      }),
      react(),
      linguiMacro(),
      lingui(),
      buildVersion(),
      settings(resolved),
      companyAssets(resolved, import.meta.dirname),
      trustedTypesSinks(),
      compileHints(import.meta.dirname),
    ],
    resolve: {
      // React 19 has useSyncExternalStore; the shim for React 17 is dead weight on every page.
      alias: [
        ...(stage === 'production'
          ? [{ find: /^.*\/routeTree\.gen$/, replacement: resolve(routeTree) }]
          : []),
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector',
        },
      ],
    },
    server: { port, strictPort: true, host: '127.0.0.1', proxy },
    preview: { port, strictPort: true, host: '127.0.0.1', proxy },
    // `vite build` builds the browser's app, then the server entry that prerenders its pages
    // (src/entry-server.tsx, into .prerender/), then writes every page and the rest of dist/
    // (scripts/build/dist-files.ts). docs/deploy.md → The build.
    builder: {
      async buildApp(builder) {
        const { client, ssr } = builder.environments;
        await builder.build(client!);
        await builder.build(ssr!);
        await finishDist({
          root: builder.config.root,
          outDir: resolve(builder.config.root, client!.config.build.outDir),
          serverDir: resolve(builder.config.root, ssr!.config.build.outDir),
          settings: resolved.settings,
          routeTreeFile: routeTree,
        });
      },
    },
    environments: {
      ssr: {
        build: {
          // PRERENDER_OUT_DIR: a build beside another one (npm run serve's SERVE_OUT_DIR).
          outDir: process.env.PRERENDER_OUT_DIR ?? '.prerender',
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
          rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx' } },
        },
      },
    },
    build: {
      target: 'es2022',
      // Which stylesheets each route needs, for the prerendered pages' <head>.
      manifest: true,
      // Every browser the site supports preloads modules itself (es2022 target).
      modulePreload: { polyfill: false },
      // Maps for the error-monitoring upload, without a sourceMappingURL comment; the dist-files
      // plugin moves them out of dist/ (docs/deploy.md).
      sourcemap: 'hidden',
      rolldownOptions: {
        output: {
          // Every page needs the framework and the shell; one chunk each instead of a dozen
          // small ones saves round trips on a weak connection and gzip overhead (budget, issue 2).
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|react-store|store)|@lingui[\\/](core|react)|@lingui[\\/]message-utils)[\\/]/,
              },
              // What the home page does not show stays out and loads with the pages that do: the
              // public pages' frame (ui/Page), the terms lists (ui/Terms) and the device check of
              // the selfie and /badbrowser (ui/device, with platform/device), and the address to
              // copy of /badbrowser and the photo's offer to continue on the phone (ui/CopyLink).
              {
                name: 'shell',
                test: /src[\\/](ui[\\/](?!(Page|Terms|device|CopyLink)\.)|features[\\/]shell[\\/])/,
              },
              // Vite's preload helper, which the page's first script (src/entry.ts) imports, on its
              // own: in a group with the platform's start it would make that script wait for the
              // framework, fetched then ahead of the first paint.
              { name: 'preload-helper', test: /preload-helper/, priority: 2 },
              // The platform's start that every page runs before it is interactive, one chunk
              // instead of a dozen of a few hundred bytes (each with its own imports and exports).
              {
                name: 'boot',
                test: /(src[\\/]platform[\\/](logger|telemetry-view|idle|ready|identifiers|i18n|utm|not-found)|contract[\\/](redact|fatal)|src[\\/]features[\\/]registration[\\/](gate|loader))\./,
              },
              // The device detection on its own: the pages with a device check (ui/device) load it
              // without telemetry's set-up, which captures what it imports (the group below).
              { name: 'device', test: /src[\\/]platform[\\/]device\./ },
              // Faro's set-up and its pre-start buffer, one chunk: the logger's first entry and the
              // registration runtime load the buffer too, which on its own made one more chunk of
              // every page's telemetry start (issue 47).
              {
                name: 'telemetry',
                test: /src[\\/]platform[\\/](telemetry|telemetry-buffer|idle-send|early-session)\./,
              },
              {
                // The landing page and the page parts it shares with the other public pages.
                name: 'home-page',
                test: /src[\\/]features[\\/]public-pages[\\/](HomePage|home[\\/]|parts[\\/](Section|Cards|Faq|Steps|Facts|MoreLink|Checklist|format))/,
              },
            ],
          },
        },
      },
    },
  };
});
