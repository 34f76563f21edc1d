// Vitest globalSetup of the integration project: one in-process sandbox on a free port for the
// whole run. Tests read its URL with `inject('sandboxUrl')` (or process.env.SANDBOX_URL) and the
// step delay with `inject('sandboxStepDelayMs')`.
import type { TestProject } from 'vitest/node';
import { createSandbox } from '../../sandbox/server';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
    sandboxStepDelayMs: number;
  }
}

/** Background steps move on after this long: short, but long enough to watch a waiting step. */
const STEP_DELAY_MS = 200;

export default async function setup(project: TestProject) {
  const sandbox = await createSandbox({
    port: 0,
    stepDelayMs: STEP_DELAY_MS,
    // Scenario 0502 stays noticeably slower than everything else without eating the test budget.
    slowCallDelayMs: 1000,
    log: process.env.SANDBOX_LOG ? (line) => console.log(`[sandbox] ${line}`) : () => {},
  });
  process.env.SANDBOX_URL = sandbox.url;
  project.provide('sandboxUrl', sandbox.url);
  project.provide('sandboxStepDelayMs', STEP_DELAY_MS);
  return async () => {
    await sandbox.close();
  };
}
