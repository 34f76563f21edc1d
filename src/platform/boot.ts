// Everything the platform does once per page load, in one call from main.tsx. Telemetry and
// the tag manager wait until the first screen is rendered and the page is idle: the SDK is a
// third of the page's JavaScript, the tag manager a third party's, and neither may compete with
// the first render on a slow phone (the browser is also idle while route chunks download, so
// idleness alone comes too early). Telemetry waits further for a pause in the visitor's typing
// and tapping to download its SDK, and for another pause, once the SDK is there, to set it up in
// slices (issue 31: the download takes seconds on slow 4G, and the visitor is typing again by
// then). Nothing it would report is lost meanwhile (the view's name, the journey's events and
// the log entries wait for it, telemetry-buffer.ts; web vitals and navigation timing are read
// from the browser's buffers).
import { appConfig } from './config';
import { ensureDeviceGuid, ensureUid } from './identifiers';
import { whenIdle, whenQuiet } from './idle';
import { installGlobalHandlers, setLogContext } from './logger';
import { installChunkReloadGuard } from './reload-guard';
import { captureUtm } from './utm';
import { watchVersion } from './version';

export interface PlatformBoot {
  uid: string;
  deviceGuid: string;
  stop(): void;
}

export interface PlatformOptions {
  getRouteName: () => string;
  /** Settles when the first screen has been rendered; deferred work waits for it. */
  firstRender?: Promise<void>;
}

function afterFirstRender(
  firstRender: Promise<void>,
  task: () => void,
  schedule: (task: () => void) => () => void = whenIdle,
): () => void {
  let cancel: (() => void) | undefined;
  let stopped = false;
  void firstRender.then(() => {
    if (!stopped) cancel = schedule(task);
  });
  return () => {
    stopped = true;
    cancel?.();
  };
}

export function startPlatform({
  getRouteName,
  firstRender = Promise.resolve(),
}: PlatformOptions): PlatformBoot {
  const uid = ensureUid();
  const deviceGuid = ensureDeviceGuid();
  setLogContext({ userId: uid });
  captureUtm(location.search);
  const current = appConfig.buildVersion;
  const version = watchVersion(current ? { current } : {});
  const stops = [installGlobalHandlers(), installChunkReloadGuard(), version.stop];
  // The landing address decides (`?gtm=disabled`), before a navigation can change it.
  const landingSearch = location.search;
  stops.push(
    afterFirstRender(firstRender, () => {
      if (!appConfig.gtag.enabled) return;
      void import('./gtag').then(({ loadTagManager }) =>
        loadTagManager(appConfig.gtag, {
          isMobileApp: appConfig.isMobileApp,
          search: landingSearch,
        }),
      );
    }),
  );
  stops.push(
    afterFirstRender(
      firstRender,
      () =>
        void import('./telemetry').then(({ startTelemetry }) =>
          startTelemetry(
            appConfig,
            { getRouteName, getUserId: () => uid },
            { pause: () => new Promise<void>((resolve) => whenQuiet(resolve)) },
          ),
        ),
      whenQuiet,
    ),
  );
  return { uid, deviceGuid, stop: () => stops.forEach((stop) => stop()) };
}
