// The fake liveness provider: its script, its session and the result it records server-side.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { STEP } from '../../contract';
import { LIVENESS_PROVIDER_ENDPOINTS } from '../../contract/liveness-provider';
import { text } from '../http/i18n';
import { livenessHints } from '../liveness/hints';
import { json, validationFailed } from '../http/reply';
import type { Router } from '../http/router';
import { payloadOf } from '../http/validate';
import { requireApplicant, type Services } from '../services';
import { newId } from '../store';
import { requireStep } from './registration-call';

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

export function livenessRoutes(router: Router, services: Services): void {
  const { store, flow } = services;

  router.get('/sandbox/liveness/provider.js', async () => ({
    status: 200,
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
    },
    body: await bundledProviderScript(),
  }));

  // A new session is also how the applicant retries after liveness_failed.
  router.on(LIVENESS_PROVIDER_ENDPOINTS.livenessSession, (ctx) => {
    const applicant = requireApplicant(ctx, services);
    requireStep(applicant, ctx, STEP.verigram, STEP.liveness_failed);
    if (applicant.step === STEP.liveness_failed) flow.enter(applicant, STEP.verigram);
    const id = newId();
    store.livenessSessions.set(id, { id, phone: applicant.phone, used: false });
    return json(200, { session_id: id });
  });

  router.on(LIVENESS_PROVIDER_ENDPOINTS.livenessResult, (ctx) => {
    const applicant = requireApplicant(ctx, services);
    const payload = payloadOf(LIVENESS_PROVIDER_ENDPOINTS.livenessResult, ctx);
    const session = store.livenessSessions.get(payload.session_id);
    if (session?.phone !== applicant.phone || session.used) {
      throw validationFailed({ session_id: [text('livenessUnknown', ctx.lang)] });
    }
    requireStep(applicant, ctx, STEP.verigram);
    session.used = true;
    flow.enter(applicant, STEP.waiting_liveness_results);
    return json(200, { ok: true });
  });
}
