// The fake liveness provider: its script, its session and the result it records server-side.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { STEP } from '../../contract';
import { LIVENESS_PROVIDER_ENDPOINTS } from '../../contract/liveness-provider';
import { text } from '../texts';
import { livenessHints } from '../liveness/hints';
import { payloadOf } from '../http/validate';
import { requireApplicant, type Services } from '../services';
import { newId } from '../store';
import { requireStep } from './registration-call';
import { validationFailed } from '../http/refusal';
import type { SandboxApp } from '../http/env';
import { onCall } from '../http/contract-call';

// A path, not a URL object: under a DOM test environment `URL` is the DOM's, which fs refuses.
const PROVIDER_SOURCE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../liveness/provider-script.ts',
);

let providerScript: Promise<string> | null = null;

/**
 * The provider script as the browser gets it: one classic script, bundled from TypeScript the
 * first time it is asked for (it shares its camera check with the app's in-app mock).
 */
function bundledProviderScript(): Promise<string> {
  providerScript ??= (async () => {
    const bundle = await rolldown({
      input: PROVIDER_SOURCE,
      platform: 'browser',
      logLevel: 'warn',
      transform: { define: { PROVIDER_HINTS: JSON.stringify(livenessHints()) } },
    });
    try {
      const { output } = await bundle.generate({ format: 'iife' });
      return output[0].code;
    } finally {
      await bundle.close();
    }
  })();
  return providerScript;
}

export function livenessRoutes(app: SandboxApp, services: Services): void {
  const { store, flow } = services;

  app.get('/sandbox/liveness/provider.js', async (c) =>
    c.body(await bundledProviderScript(), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
    }),
  );

  // A new session is also how the applicant retries after liveness_failed.
  onCall(app, services, LIVENESS_PROVIDER_ENDPOINTS.livenessSession, (c) => {
    const applicant = requireApplicant(c, services);
    requireStep(applicant, c, STEP.verigram, STEP.liveness_failed);
    if (applicant.step === STEP.liveness_failed) flow.enter(applicant, STEP.verigram);
    const id = newId();
    store.livenessSessions.set(id, { id, phone: applicant.phone, used: false });
    return c.json({ session_id: id });
  });

  onCall(app, services, LIVENESS_PROVIDER_ENDPOINTS.livenessResult, (c) => {
    const applicant = requireApplicant(c, services);
    const payload = payloadOf(LIVENESS_PROVIDER_ENDPOINTS.livenessResult, c);
    const session = store.livenessSessions.get(payload.session_id);
    if (session?.phone !== applicant.phone || session.used) {
      throw validationFailed({ session_id: [text('livenessUnknown', c.var.lang)] });
    }
    requireStep(applicant, c, STEP.verigram);
    session.used = true;
    flow.enter(applicant, STEP.waiting_liveness_results);
    return c.json({ ok: true });
  });
}
