// What QA's commands (npm run contract, npm run paths -- --run) share: where they write, and
// the exit status 2 of a usage or environment-file error, with the message naming what is wrong.
import { EnvironmentError } from './environments/schema';

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export const consoleOutput: Output = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
};

/** A command line that cannot be run as written. */
export class UsageError extends Error {}

/**
 * Says a usage or environment-file error (the file and the field) and answers exit status 2;
 * any other error is thrown on.
 */
export function usageFailure(error: unknown, io: Output, help: string): number {
  if (error instanceof EnvironmentError) {
    io.err(`environment file ${error.message}`);
    return 2;
  }
  if (error instanceof UsageError) {
    io.err(`${error.message}\nRun "${help}" for the options.`);
    return 2;
  }
  throw error;
}
