// `npm run serve`: the production app as a newcomer (and the production browser tests) should
// see it. Builds the sandbox build (production-optimised, wired to the local sandbox), starts
// the sandbox on SANDBOX_PORT (default 5180; its other variables pass through) and nginx with
// deploy/nginx.conf on PORT (default 8080), as the current user, in the foreground. Ctrl-C
// stops both. SERVE_SKIP_BUILD=1 serves the dist/ already there. With SERVE_TLS_CERT and
// SERVE_TLS_KEY (PEM files) the site answers https on HTTPS_PORT (default 8443) and PORT is the
// plain-http server that only redirects there, as docs/deploy.md shows (npm run observatory).
// SERVE_OUT_DIR (default dist) builds into and serves another folder, its headers from
// <folder>-meta/headers.conf, and SERVE_WORK_DIR (default .serve) holds nginx's files, so a
// second server (npm run paths -- --run) can run beside the first one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, copyFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '8080';
const host = process.env.HOST ?? '127.0.0.1';
const sandboxPort = process.env.SANDBOX_PORT ?? '5180';
const outDir = resolve(root, process.env.SERVE_OUT_DIR ?? 'dist');
const tls =
  process.env.SERVE_TLS_CERT && process.env.SERVE_TLS_KEY
    ? {
        cert: resolve(process.env.SERVE_TLS_CERT),
        key: resolve(process.env.SERVE_TLS_KEY),
        port: process.env.HTTPS_PORT ?? '8443',
        // The realtime socket as production has it (wss): nginx terminates TLS on this port and
        // hands the socket and its connectivity checks to the sandbox.
        realtimePort: process.env.REALTIME_TLS_PORT ?? '8444',
      }
    : null;
// What a browser types: the https address when there is one.
const siteOrigin = tls ? `https://localhost:${tls.port}` : `http://${host}:${port}`;
const nginxBin = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

if (!nginxBin || !existsSync(brotliModule)) {
  console.error(
    `npm run serve needs nginx with the brotli static module${nginxBin ? ` (missing: ${brotliModule})` : ''}.\n` +
      'On Debian or Ubuntu install them with:\n\n' +
      '  sudo apt-get install nginx libnginx-mod-http-brotli-static\n',
  );
  process.exit(1);
}

// Canonical and share links name the origin this server answers on (docs/deploy.md → Settings).
const env = {
  ...process.env,
  SANDBOX_PORT: sandboxPort,
  // The prerendering entry's folder follows the build's, so two builds never share it.
  ...(process.env.SERVE_OUT_DIR && { PRERENDER_OUT_DIR: `${outDir}-prerender` }),
  VITE_SITE_ORIGIN: process.env.VITE_SITE_ORIGIN ?? siteOrigin,
  ...(tls && {
    VITE_REALTIME_HOST: 'localhost',
    VITE_REALTIME_PORT: tls.realtimePort,
    VITE_REALTIME_TLS: 'true',
  }),
};

if (process.env.SERVE_SKIP_BUILD !== '1') {
  console.log('[serve] building the sandbox build (npm run build:sandbox)…');
  const started = Date.now();
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--mode', 'sandbox', '--outDir', outDir],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`[serve] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// nginx runs from .serve/: its pid, temp files and the build's headers (qazcredit/headers.conf,
// where deploy/nginx.conf includes it from, relative to the main config's folder).
const work = resolve(root, process.env.SERVE_WORK_DIR ?? '.serve');
for (const dir of ['tmp', 'qazcredit']) mkdirSync(resolve(work, dir), { recursive: true });
copyFileSync(`${outDir}-meta/headers.conf`, resolve(work, 'qazcredit/headers.conf'));
const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
  .map((name) => `  ${name}_temp_path ${resolve(work, 'tmp', name)};`)
  .join('\n');
writeFileSync(
  resolve(work, 'nginx.conf'),
  `# Written by scripts/serve.mjs for npm run serve; the site's rules are deploy/nginx.conf.
load_module ${brotliModule};
${
  // Run as root (a CI container), nginx would hand requests to nobody, who may not read a
  // checkout under /root. This wrapper is for local use only; production has its own server block.
  process.getuid?.() === 0 ? 'user root;\n' : ''
}worker_processes 1;
daemon off;
pid ${resolve(work, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${temp}
  upstream qazcredit_api { server 127.0.0.1:${sandboxPort}; }
  server_tokens off;
${
  tls
    ? `  server {
    listen ${host}:${port};
    include ${resolve(work, 'qazcredit/headers.conf')};
    return 301 https://$host:${tls.port}$request_uri;
  }
  server {
    listen ${host}:${tls.realtimePort} ssl;
    ssl_certificate ${tls.cert};
    ssl_certificate_key ${tls.key};
    location / {
      proxy_pass http://qazcredit_api;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection "upgrade";
      proxy_read_timeout 1h;
    }
  }
`
    : ''
}  server {
    listen ${tls ? `${host}:${tls.port} ssl` : `${host}:${port}`};
${tls ? `    ssl_certificate ${tls.cert};\n    ssl_certificate_key ${tls.key};\n` : ''}    root ${outDir};
    include ${resolve(root, 'deploy/nginx.conf')};
    # The sandbox's own pages (signing, documents, liveness provider, collectors) share the
    # site's origin here, as in development; in production they are other services.
    location /sandbox/ {
      # Those services' pages are not this site's: its CSP (set for the whole server by
      # deploy/nginx.conf) would block their inline styles. An add_header here replaces it.
      add_header X-Robots-Tag "noindex" always;
      client_body_buffer_size 1m;
      proxy_pass http://qazcredit_api;
      proxy_http_version 1.1;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
);

function run(name, command, args) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${name}] exited with ${code ?? signal}`);
    shutdown(1);
  });
  return child;
}

let stopping = false;
const children = [
  run('sandbox', process.execPath, ['node_modules/tsx/dist/cli.mjs', 'sandbox/main.ts']),
  run('nginx', nginxBin, ['-e', 'stderr', '-p', work, '-c', resolve(work, 'nginx.conf')]),
];

function shutdown(code) {
  if (stopping) return;
  stopping = true;
  // nginx stops at once on SIGTERM (SIGQUIT would wait for open connections).
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// Ready when both answer: print where the app is.
const deadline = Date.now() + 30_000;
async function answers(url, { redirects = false } = {}) {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    return redirects ? response.status === 301 : response.ok;
  } catch {
    return false;
  }
}
while (!stopping && Date.now() < deadline) {
  if (
    (await answers(`http://127.0.0.1:${sandboxPort}/sandbox/health`)) &&
    (await answers(`http://127.0.0.1:${port}/`, { redirects: Boolean(tls) }))
  ) {
    console.log(
      `[serve] the production app at ${tls ? `${siteOrigin}/ (http on ${port} redirects there)` : `http://${host}:${port}/`} (sandbox on ${sandboxPort}); Ctrl-C stops`,
    );
    break;
  }
  await new Promise((done) => setTimeout(done, 200));
}
