// One place for every deployment setting. The build checked them (scripts/build/settings.ts:
// strict for `npm run build`, the sandbox's for everything else) and compiled them in, so there
// is no fallback here: production and the sandbox differ by configuration only.
import type { CompanyBrief } from './company-schema';

declare const __COMPANY_BRIEF__: CompanyBrief;
const company = __COMPANY_BRIEF__;

const env = import.meta.env;

/** A comma-separated list of host names, lower case (unit tests compile no settings in). */
function hostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}
const stage = env.VITE_APP_STAGE;
const phone = company.phone;

export const appConfig = {
  /** The product brand, from the company file. */
  brand: company.brand,
  /** This application's name in telemetry and logs (not the company's). */
  projectName: 'kz-lending-web',
  appStage: stage,
  environment: stage as string,
  isProduction: stage === 'production',
  /** The Android wrapper flag; this build never runs inside the wrapper. */
  isMobileApp: false,
  /** This build's id (written to /version.json by the build); absent in development. */
  buildVersion: (env.VITE_BUILD_VERSION as string | undefined) ?? null,
  /**
   * The build's date in Almaty (YYYY-MM-DD): "today" in the prerendered pages, and in the render
   * that hydrates them (ui/hydration.ts). Unit tests, which have no build, use their own today.
   */
  buildDate:
    (env.VITE_BUILD_DATE as string | undefined) ??
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(),
  siteOrigin: env.VITE_SITE_ORIGIN,
  apiBaseUrl: env.VITE_API_BASE_URL,
  apiBaseUrlServer: env.VITE_API_BASE_URL_SERVER || env.VITE_API_BASE_URL,
  realtime: {
    host: env.VITE_REALTIME_HOST,
    port: Number(env.VITE_REALTIME_PORT),
    tls: env.VITE_REALTIME_TLS === 'true',
    checkPath: env.VITE_REALTIME_CHECK_PATH,
  },
  livenessScriptUrl: env.VITE_LIVENESS_SCRIPT_URL,
  /** Where the signing redirect may lead (src/features/registration/runtime/signing-url.ts). */
  signing: {
    hosts: hostList(env.VITE_SIGNING_HOSTS),
    /** Compiled from the build's mode: an http signing page only in sandbox builds. */
    allowHttp: env.VITE_SIGNING_HTTP === 'true',
  },
  tracingEnabled: env.VITE_TRACING === 'true',
  telemetry: {
    enabled: env.VITE_TELEMETRY !== 'false',
    collectorUrl: env.VITE_TELEMETRY_URL,
    apiKey: env.VITE_TELEMETRY_KEY,
  },
  gtag: {
    enabled: env.VITE_GTAG_ENABLED === 'true',
    id: env.VITE_GTAG_ID,
    mobileId: env.VITE_GTAG_MOBILE_ID,
  },
  contacts: {
    phone,
    phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
    email: company.email,
    emailHref: `mailto:${company.email}`,
    /** Debt-collection department, reached through a messaging app. */
    collectionChat: company.collectionChat,
    branchesUrl: '/info/contacts',
  },
  social: company.social,
  licenceNumber: company.licenceNumber,
} as const;

export type AppConfig = typeof appConfig;
