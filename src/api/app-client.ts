// The app's configuration of the one API client: base URL by environment, the visitor id,
// the active language and trace headers when tracing is on.
import { afterNextPaint } from '../platform/after-next-paint';
import { appConfig } from '../platform/config';
import { i18n } from '../platform/i18n';
import { ensureUid } from '../platform/identifiers';
import { isLocale, type Locale } from '../platform/locale';
import { traceHeaders } from '../platform/telemetry';
import { apiBaseUrl, createApiClient, type ApiClient, type AuthHandler } from './client';

function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'ru';
}

export function createAppApiClient({ auth }: { auth?: AuthHandler } = {}): ApiClient {
  return createApiClient({
    baseURL: apiBaseUrl(),
    getVisitorId: ensureUid,
    locale: activeLocale,
    beforeRequest: afterNextPaint,
    ...(auth ? { auth } : {}),
    ...(appConfig.tracingEnabled ? { tracing: traceHeaders } : {}),
  });
}
