// A Prism mock server (@stoplight/prism-cli) made from an OpenAPI document: what a backend team
// gets from docs/openapi.json alone. Started as its own process on a free port, stopped by its id.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

const PRISM_CLI = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

/** How long Prism may take to read the document and listen, on a busy two-core machine. */
const START_MS = 30_000;

export interface Prism {
  url: string;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * `prism mock FILE` (`-d --seed SEED` for dynamic, random answers made from the schemas), ready
 * once it says it listens; throws with what it printed when it does not within START_MS.
 */
export async function startPrism(
  file: string,
  options: { dynamic?: boolean; seed?: string } = {},
): Promise<Prism> {
  const port = await freePort();
  const args = [PRISM_CLI, 'mock', '-h', '127.0.0.1', '-p', String(port), '--errors', 'false'];
  if (options.dynamic) args.push('-d', ...(options.seed ? ['--seed', options.seed] : []));
  const child = spawn(process.execPath, [...args, file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop(child).then(() =>
        reject(new Error(`Prism did not listen within ${START_MS} ms:\n${output}`)),
      );
    }, START_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, close: () => stop(child) };
}
