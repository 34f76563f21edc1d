// The analytics tag manager of SPEC §7: loaded only when enabled and an id exists (the mobile
// id inside the app wrapper, the web id otherwise); `?gtm=disabled` skips it, so QA and
// partners can open the site without tracking.
import { TRUSTED_TYPES_POLICY, trustedScriptUrl } from '../../contract/trusted-types';

export interface TagManagerConfig {
  enabled: boolean;
  id: string;
  mobileId: string;
}

export function tagManagerId(
  config: TagManagerConfig,
  { isMobileApp, search }: { isMobileApp: boolean; search: string },
): string | null {
  if (!config.enabled) return null;
  if (new URLSearchParams(search).get('gtm') === 'disabled') return null;
  const id = isMobileApp ? config.mobileId : config.id;
  return id.trim() === '' ? null : id.trim();
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Google's tag script, through the tag manager's Trusted Types policy: its one host only. */
const tagManagerScript = (url: string) =>
  trustedScriptUrl(
    TRUSTED_TYPES_POLICY.tagManager,
    url,
    (parsed) => parsed.origin === 'https://www.googletagmanager.com',
  );

/** Adds the tag script once; returns the id loaded, or null when skipped. */
export function loadTagManager(
  config: TagManagerConfig,
  {
    isMobileApp,
    search = location.search,
    doc = document,
  }: { isMobileApp: boolean; search?: string; doc?: Document },
): string | null {
  const id = tagManagerId(config, { isMobileApp, search });
  if (!id) return null;
  const view = doc.defaultView as DataLayerWindow | null;
  if (doc.querySelector(`script[data-tag-manager="${id}"]`)) return id;
  const dataLayer = (view ? (view.dataLayer ??= []) : []) as unknown[];
  const script = doc.createElement('script');
  script.async = true;
  script.dataset.tagManager = id;
  if (id.startsWith('GTM-')) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    script.src = tagManagerScript(
      `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
    );
  } else {
    // gtag.js reads its commands as `arguments` objects from the data layer.
    const gtag = function (..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    gtag('js', new Date());
    gtag('config', id);
    script.src = tagManagerScript(
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    );
  }
  doc.head.appendChild(script);
  return id;
}
