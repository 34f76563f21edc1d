// Real-user telemetry with Grafana Faro (SPEC §4, §9). The SDK is imported only when telemetry
// starts, so it never weighs on the first page; tracing (OpenTelemetry, the heavy part) only
// when tracing is on. Everything sent passes through `redact` first.
import type {
  Faro,
  LogLevel,
  Meta,
  MetaSession,
  MetaUser,
  TransportItem,
} from '@grafana/faro-web-sdk';
import type { AppConfig } from './config';
import { deviceAttributes, getDevice, subscribeDevice, type DeviceInfo } from './device';
import { whenIdle } from './idle';
import { idleSend } from './idle-send';
import { setLogContext } from './logger';
import { redact } from '../../contract/redact';
import { connectTelemetry, type TelemetryItem } from './telemetry-buffer';
import { connectTelemetryView, pendingTelemetryView } from './telemetry-view';
import { SESSION_INACTIVITY_MS, sessionIdForFaro } from './early-session';

export { redact, redactText } from '../../contract/redact';
export { setTelemetryView } from './telemetry-view';

/** SPEC §9: error reports (every item Faro sends) batched every 250 ms, 50 items at most. */
export const BATCH_SEND_TIMEOUT_MS = 250;
export const BATCH_ITEM_LIMIT = 50;
export const TRANSPORT_BUFFER_SIZE = 30;
export const TRANSPORT_CONCURRENCY = 5;
export const RATE_LIMIT_BACKOFF_MS = 5000;
export const SPAN_EXPORT_DELAY_MS = 1000;
export const SPANS_PER_BATCH = 30;

export type TelemetryConfig = Pick<
  AppConfig,
  'telemetry' | 'buildVersion' | 'projectName' | 'environment' | 'tracingEnabled' | 'apiBaseUrl'
>;

export interface TelemetryContext {
  getRouteName: () => string;
  getUserId?: () => string;
}

let faro: Faro | null = null;

/**
 * Faro's session manager has the SPEC's limits built in (SESSION_EXPIRATION_TIME 4 h,
 * SESSION_INACTIVITY_TIME 15 min; the unit tests pin them). Persistence lets a reload or a
 * second tab continue the session instead of starting one, within the inactivity limit.
 */
function sessionTracking(onSessionChange: (session: MetaSession) => void) {
  return {
    enabled: true,
    persistent: true,
    maxSessionPersistenceTime: SESSION_INACTIVITY_MS,
    // The session journey events sent before the start went out under (early-session.ts).
    generateSessionId: sessionIdForFaro,
    onSessionChange: (_old: MetaSession | null, next: MetaSession) => onSessionChange(next),
  };
}

/**
 * The transport's delivery rules (SPEC §9): 30 requests buffered, 5 in flight, a 429 waits 5 s
 * or what Retry-After says. Faro sends with keepalive only while the pending bodies stay within
 * KEEPALIVE_MAX_CHARS, a limit built into its FetchTransport; the unit tests hold it to ours.
 */
export function transportOptions(config: TelemetryConfig) {
  return {
    url: config.telemetry.collectorUrl,
    apiKey: config.telemetry.apiKey,
    bufferSize: TRANSPORT_BUFFER_SIZE,
    concurrency: TRANSPORT_CONCURRENCY,
    retry: { initialBackoffMs: RATE_LIMIT_BACKOFF_MS },
  };
}

/**
 * Faro's browser meta, from the one device detection (SPEC.md §4). The SDK's own (and its
 * system meta) parse the user agent with ua-parser: a 48 ms task at 4× in the first seconds of
 * the IIN screen, where the applicant's first tap landed behind it (issue 31).
 */
function browserMeta(device: DeviceInfo): Pick<Meta, 'browser'> {
  const { device_browser, device_os } = deviceAttributes(device);
  return {
    browser: {
      // The version is in the user agent, sent whole: the collector reads it there.
      name: device_browser,
      os: device_os,
      mobile: device.isMobile,
      userAgent: device.userAgent,
      language: navigator.language,
      viewportWidth: String(innerWidth),
      viewportHeight: String(innerHeight),
    },
  };
}

function telemetryUser(context: TelemetryContext): MetaUser {
  return {
    ...(context.getUserId ? { id: context.getUserId() } : {}),
    attributes: deviceAttributes(getDevice()),
  };
}

/**
 * How an item of the app's own (telemetry-buffer.ts) goes through Faro's API: with its own time,
 * and a log at Faro's level of the name it carries (`levels`: Faro's, its enum's values).
 */
function faroPush(api: Faro['api'], levels: readonly LogLevel[]) {
  return (item: TelemetryItem) => {
    if (item.kind === 'event') {
      // A journey event is never taken for a repeat of the one before.
      api.pushEvent(item.name, item.attributes, undefined, {
        timestampOverwriteMs: item.atMs,
        skipDedupe: true,
      });
    } else {
      api.pushLog([item.message], {
        level: levels.find((level) => level === item.level),
        context: item.context,
        timestampOverwriteMs: item.atMs,
      });
    }
  };
}

export interface TelemetryStart {
  /**
   * Settles in a pause of the visitor's: the SDK downloads before it, and is set up after it
   * (absent: at once).
   */
  pause?: () => Promise<void>;
}

/** A moment the browser has nothing else to do: each slice of the start is a task of its own. */
const idleMoment = () =>
  new Promise<void>((resolve) => whenIdle(resolve, { timeout: 2000, fallbackMs: 0 }));

/**
 * Starts Faro once; resolves false when telemetry is off or could not start (logged only).
 * The start comes in slices, each in an idle moment of its own, so that a tap or a key waits
 * behind one slice at most (issue 31: set up in one go, it was a 100 ms task at 4×, and it
 * landed in the typing of the IIN that followed the SMS code).
 */
export async function startTelemetry(
  config: TelemetryConfig,
  context: TelemetryContext,
  { pause = () => Promise.resolve() }: TelemetryStart = {},
): Promise<boolean> {
  if (faro) return true;
  if (!config.telemetry.enabled || !config.telemetry.collectorUrl) return false;
  try {
    const sdk = await import('./faro-sdk');
    // The SDK's evaluation ran just now; setting it up waits for a pause and a task of its own.
    await pause();
    await idleMoment();
    // Everything sent is redacted here, in the idle moment of the send, rather than in Faro's
    // beforeSend: that runs in the batch's 250 ms timer, whose flush then landed in taps and
    // keys (19 of its 36 ms at 4×, issue 31). This is Faro's only transport. The batch is
    // redacted as one: its items share their metas, which are then redacted once.
    class IdleFetchTransport extends sdk.FetchTransport {
      private readonly sendWhenIdle = idleSend((items: TransportItem[]) =>
        super.send(redact(items)),
      );
      override send(items: TransportItem[]): Promise<void> {
        return this.sendWhenIdle(items);
      }
    }
    let browser = browserMeta(getDevice());
    faro = sdk.initializeFaro({
      // The version lets the funnel compare the journeys of two builds (docs/telemetry.md).
      app: {
        name: config.projectName,
        environment: config.environment,
        ...(config.buildVersion ? { version: config.buildVersion } : {}),
      },
      transports: [new IdleFetchTransport(transportOptions(config))],
      // Stated rather than left to Faro's defaults, which are the same today.
      batching: { sendTimeout: BATCH_SEND_TIMEOUT_MS, itemLimit: BATCH_ITEM_LIMIT },
      // Faro's defaults but the browser's and the system's (browserMeta above). Faro reads the
      // metas for every item: the browser's is made again only when the device is detected anew.
      metas: [() => browser, () => ({ page: { url: location.href } }), sdk.sdkMeta],
      // The session, the view and errors from the start; the rest of what Faro's web defaults
      // bring (web vitals, user actions, CSP reports, navigation timing) join one per task
      // below: set up all at once they made one long task of the start on a slow phone
      // (Lighthouse TBT, a tap while /login starts). The logger already reports console output.
      instrumentations: [
        new sdk.SessionInstrumentation(),
        new sdk.ViewInstrumentation(),
        new sdk.ErrorsInstrumentation(),
      ],
      sessionTracking: sessionTracking((session) =>
        setLogContext({ sessionId: session.id ?? null }),
      ),
      view: { name: pendingTelemetryView() ?? context.getRouteName() },
      // Navigation timing and web vitals, not resource timings: nobody reads them, and their
      // sends cost up to 37 ms at 4× on a slow phone (issue 47).
      trackResources: false,
      user: telemetryUser(context),
    });
    const api = faro.api;
    connectTelemetryView({
      getView: () => api.getView()?.name,
      setView: (name) => api.setView({ name }),
    });
    // Re-detected 50 ms after a resize (a rotated tablet): what follows carries the new device.
    subscribeDevice(() => {
      browser = browserMeta(getDevice());
      faro?.api.setUser(telemetryUser(context));
    });
    setLogContext({ sessionId: faro.api.getSession()?.id ?? null });
    // What the journey and the logger handed over meanwhile goes through Faro, and all after it.
    connectTelemetry(faroPush(api, sdk.allLogLevels));
    for (const later of [
      () => new sdk.WebVitalsInstrumentation(),
      () => new sdk.UserActionInstrumentation(),
      () => new sdk.CSPInstrumentation(),
      () => new sdk.PerformanceInstrumentation(),
    ]) {
      await idleMoment();
      faro.instrumentations.add(later());
    }
    if (config.tracingEnabled) await startTracing(faro, config);
    return true;
  } catch (error) {
    console.warn('Telemetry failed to start', error);
    return false;
  }
}

async function startTracing(instance: Faro, config: TelemetryConfig) {
  const [tracing, { BatchSpanProcessor }] = await Promise.all([
    import('@grafana/faro-web-tracing'),
    import('@opentelemetry/sdk-trace-web'),
  ]);
  // The span processor Faro would build, with SPEC §9's delay and batch size stated here
  // rather than left to the library's defaults.
  const spanProcessor = new tracing.FaroMetaAttributesSpanProcessor(
    new BatchSpanProcessor(new tracing.FaroTraceExporter({ api: instance.api }), {
      scheduledDelayMillis: SPAN_EXPORT_DELAY_MS,
      maxExportBatchSize: SPANS_PER_BATCH,
    }),
    instance.metas,
  );
  const apiOrigin = config.apiBaseUrl ? [new URL(config.apiBaseUrl, location.href).origin] : [];
  instance.instrumentations.add(
    new tracing.TracingInstrumentation({
      spanProcessor,
      instrumentationOptions: { propagateTraceHeaderCorsUrls: apiOrigin },
    }),
  );
}

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/**
 * W3C trace context for one API request, for the client's `tracing` option. When Faro's
 * tracing instrumentation wraps fetch, it replaces this with the active span's context.
 */
export function traceHeaders(): Record<string, string> {
  return { traceparent: `00-${randomHex(16)}-${randomHex(8)}-01` };
}
