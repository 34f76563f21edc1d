// The production delivery for the measuring scripts (Lighthouse, interaction latency):
// `npm run serve` (the sandbox build behind deploy/nginx.conf) started on PORT and stopped
// afterwards, or a server already running when the script is given its URL.
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServedBuild {
  base: string;
  /** Stops the server this module started (nothing when it measured a running one). */
  stop: () => void;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function startServedBuild(runningUrl: string | undefined): Promise<ServedBuild> {
  if (runningUrl) return { base: runningUrl.replace(/\/$/, ''), stop: () => {} };
  const port = process.env.PORT ?? '8080';
  const base = `http://127.0.0.1:${port}`;
  if (await answers(`${base}/`)) throw new Error(`port ${port} is taken; set PORT`);
  const serve: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (!serve.pid) return;
    try {
      process.kill(-serve.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 180_000;
  while (!(await answers(`${base}/`))) {
    if (serve.exitCode !== null) throw new Error(`npm run serve exited with ${serve.exitCode}`);
    if (Date.now() > deadline) {
      stop();
      throw new Error('npm run serve did not answer within 3 minutes');
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  return { base, stop };
}
