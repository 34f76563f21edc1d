// The telemetry view's name (SPEC §2: named after the route on every navigation). The Faro SDK
// and its setup (telemetry.ts) load after the first render; the navigation checks name the view
// from the first navigation on, so the name waits here until Faro is up.

export interface TelemetryViewSink {
  getView(): string | undefined;
  setView(name: string): void;
}

let sink: TelemetryViewSink | null = null;
let pending: string | null = null;

/** Names the telemetry view after the route; before Faro is up, the name waits for it. */
export function setTelemetryView(name: string): void {
  if (!sink) {
    pending = name;
    return;
  }
  if (sink.getView() !== name) sink.setView(name);
}

/** The name waiting for Faro, for its first view. */
export function pendingTelemetryView(): string | null {
  return pending;
}

/** Faro is up: the view is named through it from now on. */
export function connectTelemetryView(next: TelemetryViewSink): void {
  sink = next;
  pending = null;
}
