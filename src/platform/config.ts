// One place for every deployment setting and the brand's contacts. Values come from Vite env
// variables (VITE_*) so production and the sandbox differ by configuration only.
const env = import.meta.env;

const stage = (env.VITE_APP_STAGE as string | undefined) ?? 'development';
const phone = '+7 (727) 339-39-39';

export const appConfig = {
  brand: 'QazCredit',
  projectName: 'qazcredit-web',
  appStage: stage,
  environment: stage,
  isProduction: stage === 'production',
  /** The Android wrapper flag; this build never runs inside the wrapper. */
  isMobileApp: false,
  /** This build's id (written to /version.json by the build); absent in development. */
  buildVersion: (env.VITE_BUILD_VERSION as string | undefined) ?? null,
  apiBaseUrl: (env.VITE_API_BASE_URL as string | undefined) ?? '',
  apiBaseUrlServer: (env.VITE_API_BASE_URL_SERVER as string | undefined) ?? 'http://127.0.0.1:5180',
  realtime: {
    host: (env.VITE_REALTIME_HOST as string | undefined) ?? '127.0.0.1',
    port: Number(env.VITE_REALTIME_PORT ?? 5180),
    tls: env.VITE_REALTIME_TLS === 'true',
  },
  livenessScriptUrl:
    (env.VITE_LIVENESS_SCRIPT_URL as string | undefined) ?? '/sandbox/liveness/provider.js',
  tracingEnabled: env.VITE_TRACING === 'true',
  telemetry: {
    enabled: env.VITE_TELEMETRY !== 'false',
    collectorUrl: (env.VITE_TELEMETRY_URL as string | undefined) ?? '/sandbox/collect',
    apiKey: (env.VITE_TELEMETRY_KEY as string | undefined) ?? 'sandbox-key',
  },
  logsUrl: (env.VITE_LOGS_URL as string | undefined) ?? '/sandbox/logs',
  gtag: {
    enabled: env.VITE_GTAG_ENABLED === 'true',
    id: (env.VITE_GTAG_ID as string | undefined) ?? '',
    mobileId: (env.VITE_GTAG_MOBILE_ID as string | undefined) ?? '',
  },
  contacts: {
    phone,
    phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
    email: 'info@qazcredit.kz',
    emailHref: 'mailto:info@qazcredit.kz',
    /** Debt-collection department, reached through a messaging app. */
    collectionChat: 'https://wa.me/77273393940',
    branchesUrl: '/info/contacts',
  },
  social: {
    instagram: 'https://instagram.com/qazcredit.kz',
    facebook: 'https://facebook.com/qazcredit.kz',
    vk: 'https://vk.com/qazcredit',
    telegram: 'https://t.me/qazcredit_kz',
  },
} as const;

export type AppConfig = typeof appConfig;
