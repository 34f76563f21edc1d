import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

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

// Each build gets an id, compiled into the app and written to dist/version.json; a tab running an
// older build notices the difference when it polls the file (src/platform/version.ts).
function buildVersion(): Plugin {
  const version = process.env.BUILD_VERSION ?? Date.now().toString(36);
  return {
    name: 'build-version',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ version }),
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const port = Number(process.env.PORT ?? 5173);
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
        routeFileIgnorePattern:
          env.VITE_APP_STAGE === 'production' ? '(\\.test\\.|dev\\.)' : '\\.test\\.',
      }),
      react(),
      babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
      lingui(),
      buildVersion(),
    ],
    resolve: {
      // React 19 has useSyncExternalStore; the shim for React 17 is dead weight on every page.
      alias: [
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector',
        },
      ],
    },
    server: { port, strictPort: true, host: '127.0.0.1', proxy },
    preview: { port, strictPort: true, host: '127.0.0.1', proxy },
    build: {
      target: 'es2022',
      sourcemap: true,
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
              { name: 'shell', test: /src[\\/](ui|features[\\/]shell)[\\/]/ },
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
