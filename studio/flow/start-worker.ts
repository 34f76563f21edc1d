import { TRUSTED_TYPES_POLICY, trustedScriptUrl } from '../../contract/trusted-types';

/**
 * A module worker from a bundled worker file (`import url from './x.worker.ts?worker&url'`),
 * through the flow studio's Trusted Types policy, which lets through only this site's files.
 */
export function startWorker(url: string): Worker {
  const script = trustedScriptUrl(
    TRUSTED_TYPES_POLICY.flowWorker,
    url,
    (parsed) => parsed.origin === location.origin,
  );
  return new Worker(script, { type: 'module' });
}
