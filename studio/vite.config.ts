import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from '../scripts/build/lingui-macro.ts';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { trustedTypesSinks } from '../scripts/build/trusted-types.ts';

// The product team's studio as static files (npm run build:studio → dist-studio/): its own
// entry (studio/index.html), none of the applicant's app, no settings and no API. Relative
// addresses (base './') so it can be served from any path of an internal host
// (deploy/studio.nginx.conf). `npx vite -c studio/vite.config.ts` serves it for development.
const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  // No public/ folder: the app's icons and robots.txt are the app's.
  publicDir: false,
  plugins: [
    react(),
    linguiMacro(),
    lingui({ cwd: root }),
    // Workers start only through the 'flow-worker' policy (start-worker.ts), as in the app.
    trustedTypesSinks(),
  ],
  server: { port: 5474, strictPort: true, host: '127.0.0.1', fs: { allow: [root] } },
  preview: { port: 4474, strictPort: true, host: '127.0.0.1' },
  worker: { format: 'es' },
  build: {
    outDir: resolve(root, 'dist-studio'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
});
