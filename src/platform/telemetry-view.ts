// The telemetry view's name (SPEC §2: named after the route on every navigation). The Faro SDK
// and its setup (telemetry.ts) start in a pause of the visitor's; the navigation checks name the
// view from the first navigation on, so every name waits here, in memory and in order, until
// Faro is up: an applicant who types through /login, the IIN and the forms without a pause loses
// no view. A page left before then takes the names with it (what it sends as it goes, the
// set-up's pre-start buffer, names no view).

export interface TelemetryViewSink {
  getView(): string | undefined;
  setView(name: string): void;
}

let sink: TelemetryViewSink | null = null;
const pending: string[] = [];

/** Names kept while telemetry is not up (it may never be: telemetry off); the oldest go first. */
const MAX_PENDING_VIEWS = 50;

/** Names the telemetry view after the route; before Faro is up, the names wait for it. */
export function setTelemetryView(name: string): void {
  if (!sink) {
    if (pending.at(-1) !== name) pending.push(name);
    if (pending.length > MAX_PENDING_VIEWS) pending.shift();
    return;
  }
  if (sink.getView() !== name) sink.setView(name);
}

/** The first name waiting for Faro, for its first view. */
export function pendingTelemetryView(): string | null {
  return pending[0] ?? null;
}

/** Faro is up: the views named meanwhile follow, in order, then every name goes through it. */
export function connectTelemetryView(next: TelemetryViewSink): void {
  sink = next;
  for (const name of pending.splice(0)) setTelemetryView(name);
}
