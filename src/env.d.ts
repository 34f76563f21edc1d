/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// Compiled in from the checked settings (scripts/build/settings.ts); docs/deploy.md.
interface ImportMetaEnv {
  readonly VITE_APP_STAGE: 'production' | 'development';
  readonly VITE_SITE_ORIGIN: string;
  readonly VITE_API_BASE_URL: string;
  readonly VITE_API_BASE_URL_SERVER: string;
  readonly VITE_REALTIME_HOST: string;
  readonly VITE_REALTIME_PORT: number;
  readonly VITE_REALTIME_TLS: 'true' | 'false';
  readonly VITE_REALTIME_CHECK_PATH: string;
  readonly VITE_LIVENESS_SCRIPT_URL: string;
  readonly VITE_SIGNING_HOSTS: string;
  /** Not a setting: 'true' in sandbox builds (scripts/build/settings.ts). */
  readonly VITE_SIGNING_HTTP: 'true' | 'false';
  readonly VITE_TELEMETRY: 'true' | 'false';
  readonly VITE_TELEMETRY_URL: string;
  readonly VITE_TELEMETRY_KEY: string;
  readonly VITE_TRACING: 'true' | 'false';
  readonly VITE_GTAG_ENABLED: 'true' | 'false';
  readonly VITE_GTAG_ID: string;
  readonly VITE_GTAG_MOBILE_ID: string;
}
