// The sandbox's fake liveness provider: the external provider's script in shape
// (`window.LivenessProvider`: start a session, run the camera, report the best frame or fail with
// an error name of SPEC.md §8). Browser code: the sandbox bundles it when the script is first
// asked for (GET /sandbox/liveness/provider.js). Its camera check is the in-app mock's.
import * as v from 'valibot';
import { LIVENESS_DISPLAY, livenessError, type LivenessProvider } from '../../contract/liveness';
import { LIVENESS_PROVIDER_ENDPOINTS } from '../../contract/liveness-provider';
import { cameraCheck } from '../../fakes/liveness-camera';
import type { LivenessHints } from './hints';

declare global {
  interface Window {
    LivenessProvider: LivenessProvider;
  }
}

// A third-party script speaks its own language, chosen by the page's `lang`: its words come from
// the sandbox's catalogs, put in when the sandbox bundles the script (sandbox/liveness/hints.ts).
declare const PROVIDER_HINTS: LivenessHints;

let session = { apiBase: '', token: '' };

async function post(path: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(session.apiBase + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify(body),
    });
  } catch {
    throw livenessError('ServerConnectionError', 'The liveness service is unreachable');
  }
  if (response.status === 401 || response.status === 403) {
    throw livenessError('ServerAuthorizationError', 'The liveness service refused the token');
  }
  if (response.status >= 500) {
    throw livenessError('ServerWorkError', `The liveness service failed (${response.status})`);
  }
  if (!response.ok) {
    throw livenessError(
      'ClientWorkError',
      `The liveness service rejected the request (${response.status})`,
    );
  }
  return response.json();
}

const camera = cameraCheck();

window.LivenessProvider = {
  async startSession({ apiBase, token }) {
    session = { apiBase: (apiBase || '').replace(/\/+$/, ''), token };
    const { path, answer: schema } = LIVENESS_PROVIDER_ENDPOINTS.livenessSession;
    const answer = await post(path, {});
    if (!v.is(schema, answer)) {
      throw livenessError('ServerWorkError', 'The liveness service answered off its contract');
    }
    return { sessionId: answer.session_id };
  },

  run({ sessionId, container, display, lang, onHint }) {
    const texts = PROVIDER_HINTS[lang === 'kk' ? 'kk' : 'ru'];
    return camera.run({
      provider: 'sandbox',
      container,
      display: display ?? LIVENESS_DISPLAY,
      hintText: (hint) => texts[hint],
      onHint,
      announceHints: true,
      captureDelayMs: 1500,
      firstFrameTimeoutMs: 10_000,
      report: async (bestframe) => {
        await post(LIVENESS_PROVIDER_ENDPOINTS.livenessResult.path, {
          session_id: sessionId,
          bestframe,
        });
      },
    });
  },

  stop: camera.stop,
};
