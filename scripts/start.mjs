// `npm start`: the sandbox backend and the Vite dev server side by side; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const sandboxPort = process.env.SANDBOX_PORT ?? '5180';
const env = { ...process.env, SANDBOX_PORT: sandboxPort };

const children = [
  ['sandbox', ['tsx', 'sandbox/main.ts']],
  ['app', ['vite', ...process.argv.slice(2)]],
].map(([name, [command, ...args]]) => {
  const child = spawn('npx', ['--no-install', command, ...args], {
    env,
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
