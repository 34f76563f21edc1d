// `npm run sandbox`: the sandbox alone, settings from the environment (SANDBOX_PORT, …).
import { optionsFromEnv } from './config';
import { createSandbox } from './server';

const sandbox = await createSandbox(optionsFromEnv(process.env));
console.log(`[sandbox] listening on ${sandbox.url}`);

const stop = () => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
