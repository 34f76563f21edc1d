// The production delivery for the measuring scripts (Lighthouse, interaction latency) and QA's
// paths runner: `npm run serve` (the sandbox build behind deploy/nginx.conf) started and stopped
// afterwards, or a server already running when the script is given its URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ServedBuild {
  base: string;
  /** Stops the server this module started (nothing when it measured a running one). */
  stop: () => void;
}

export interface ServeOptions {
  /** The site's port (default PORT or 8080); 'free' picks one nobody listens on. */
  port?: number | 'free';
  /** The sandbox's port (default SANDBOX_PORT or 5180); 'free' as above. */
  sandboxPort?: number | 'free';
  /** SERVE_OUT_DIR: the folder the build goes to (default dist). */
  outDir?: string;
  /** SERVE_WORK_DIR: nginx's files (default .serve). */
  workDir?: string;
  /** Extra variables for the server (SANDBOX_STEP_DELAY_MS, say). */
  env?: Record<string, string>;
  /** Keep the build's and the servers' complaints unless starting fails (default: shown). */
  quiet?: boolean;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** A TCP port on 127.0.0.1 that nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export async function startServedBuild(
  runningUrl: string | undefined,
  options: ServeOptions = {},
): Promise<ServedBuild> {
  if (runningUrl) return { base: runningUrl.replace(/\/$/, ''), stop: () => {} };
  const pick = async (value: number | 'free' | undefined, fallback: string) =>
    String(value === 'free' ? await freePort() : (value ?? fallback));
  const port = await pick(options.port, process.env.PORT ?? '8080');
  const sandboxPort = await pick(options.sandboxPort, process.env.SANDBOX_PORT ?? '5180');
  const base = `http://127.0.0.1:${port}`;
  if (await answers(`${base}/`)) throw new Error(`port ${port} is taken; set PORT`);
  const serve: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    stdio: ['ignore', 'ignore', options.quiet ? 'pipe' : 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: port,
      SANDBOX_PORT: sandboxPort,
      ...(options.outDir && { SERVE_OUT_DIR: options.outDir }),
      ...(options.workDir && { SERVE_WORK_DIR: options.workDir }),
      ...options.env,
    },
  });
  let complaints = '';
  serve.stderr?.on('data', (chunk: Buffer) => {
    complaints = `${complaints}${chunk.toString()}`.slice(-4000);
  });
  const failed = (message: string) =>
    new Error(complaints ? `${message}; it said:\n${complaints.trimEnd()}` : message);
  const stop = () => {
    if (!serve.pid) return;
    try {
      process.kill(-serve.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 180_000;
  // Ready when the site and, through it, the sandbox answer.
  while (!((await answers(`${base}/`)) && (await answers(`${base}/sandbox/health`)))) {
    if (serve.exitCode !== null) throw failed(`npm run serve exited with ${serve.exitCode}`);
    if (Date.now() > deadline) {
      stop();
      throw failed('npm run serve did not answer within 3 minutes');
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  serve.stderr?.removeAllListeners('data').resume();
  return { base, stop };
}
