// Everything the platform does once per page load, in one call from main.tsx. Telemetry waits
// until the page is idle so the SDK never competes with the first render.
import { appConfig } from './config';
import { loadTagManager } from './gtag';
import { ensureDeviceGuid, ensureUid } from './identifiers';
import { installGlobalHandlers, setLogContext } from './logger';
import { installChunkReloadGuard } from './reload-guard';
import { startTelemetry } from './telemetry';
import { captureUtm } from './utm';
import { watchVersion } from './version';

export interface PlatformBoot {
  uid: string;
  deviceGuid: string;
  stop(): void;
}

function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1000);
  return () => clearTimeout(handle);
}

export function startPlatform({ getRouteName }: { getRouteName: () => string }): PlatformBoot {
  const uid = ensureUid();
  const deviceGuid = ensureDeviceGuid();
  setLogContext({ userId: uid });
  captureUtm(location.search);
  const current = appConfig.buildVersion;
  const version = watchVersion(current ? { current } : {});
  const stops = [installGlobalHandlers(), installChunkReloadGuard(), version.stop];
  loadTagManager(appConfig.gtag, { isMobileApp: appConfig.isMobileApp });
  stops.push(
    whenIdle(() => void startTelemetry(appConfig, { getRouteName, getUserId: () => uid })),
  );
  return { uid, deviceGuid, stop: () => stops.forEach((stop) => stop()) };
}
