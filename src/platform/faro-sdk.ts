// The parts of Faro's web SDK the app sets up, and no more: imported by name so the bundler
// leaves out what the app never starts (the SDK's whole namespace was 37.7 KiB gzip).
export {
  allLogLevels,
  CSPInstrumentation,
  ErrorsInstrumentation,
  FetchTransport,
  initializeFaro,
  PerformanceInstrumentation,
  sdkMeta,
  SessionInstrumentation,
  UserActionInstrumentation,
  ViewInstrumentation,
  WebVitalsInstrumentation,
} from '@grafana/faro-web-sdk';
