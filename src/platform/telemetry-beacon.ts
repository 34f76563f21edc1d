// What waited for telemetry's start, sent as the page is hidden or left before it (issue 47: the
// applicants who leave early are the funnel's drop-offs): one Faro payload, as Faro would send
// it, straight to the collector, under the session Faro then goes on with (telemetry-session.ts),
// so the collector and the funnel read it alike. No SDK here: it has not been downloaded yet.
import { appConfig } from './config';
import { deviceAttributes, getDevice } from './device';
import { ensureUid } from './identifiers';
import type { TelemetryItem } from './telemetry-buffer';
import { telemetrySessionId } from './telemetry-session';
import { redact } from '../../contract/redact';

/** SPEC §9: keepalive only up to this size (browsers cap keepalive bodies at 64 KiB in total). */
export const KEEPALIVE_MAX_CHARS = 60_000;

/** The items as the payload Faro would send them: its meta, `events` and `logs`. */
function beaconPayload(items: readonly TelemetryItem[]) {
  const at = (atMs: number) => new Date(atMs).toISOString();
  const events = items.flatMap((item) =>
    item.kind === 'event'
      ? [
          {
            name: item.name,
            domain: 'browser',
            attributes: item.attributes,
            timestamp: at(item.atMs),
          },
        ]
      : [],
  );
  const logs = items.flatMap((item) =>
    item.kind === 'log'
      ? [
          {
            message: item.message,
            level: item.level,
            context: item.context,
            timestamp: at(item.atMs),
          },
        ]
      : [],
  );
  return {
    meta: {
      app: {
        name: appConfig.projectName,
        environment: appConfig.environment,
        ...(appConfig.buildVersion ? { version: appConfig.buildVersion } : {}),
      },
      session: { id: telemetrySessionId() },
      page: { url: location.href },
      browser: { userAgent: navigator.userAgent, language: navigator.language },
      user: { id: ensureUid(), attributes: deviceAttributes(getDevice()) },
    },
    ...(events.length > 0 ? { events } : {}),
    ...(logs.length > 0 ? { logs } : {}),
  };
}

/**
 * Sends the items now, redacted, with keepalive so the request outlives the page (within the
 * browsers' limit) and the API key the collector asks for. Telemetry off: nothing leaves.
 */
export function sendBeforeStart(items: readonly TelemetryItem[]): void {
  const { enabled, collectorUrl, apiKey } = appConfig.telemetry;
  if (!enabled || !collectorUrl) return;
  const body = JSON.stringify(redact(beaconPayload(items)));
  void fetch(collectorUrl, {
    method: 'POST',
    keepalive: body.length <= KEEPALIVE_MAX_CHARS,
    headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
    body,
  }).catch(() => {
    // Offline as the page goes: nothing more can be done for these.
  });
}
