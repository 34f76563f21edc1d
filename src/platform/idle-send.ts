// Telemetry's sends wait for a moment the browser has nothing else to do: Faro flushes its batch
// every 250 ms, and a flush that fell in a new screen's render or a key's handling held it up
// (12–34 ms at 4× in `npm run next-screen`'s profile). A page being hidden sends at once, and
// sends what waits, so nothing is lost when the applicant leaves (Faro flushes on hide too).
import { whenIdle } from './idle';

export function idleSend<T>(
  send: (items: T) => Promise<void>,
  { page = document, idle = whenIdle }: { page?: Document; idle?: typeof whenIdle } = {},
): (items: T) => Promise<void> {
  const waiting = new Set<() => void>();
  page.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'hidden') for (const run of [...waiting]) run();
  });
  return (items) => {
    if (page.visibilityState === 'hidden') return send(items);
    return new Promise<void>((resolve, reject) => {
      let cancel = () => {};
      const run = () => {
        cancel();
        waiting.delete(run);
        send(items).then(resolve, reject);
      };
      waiting.add(run);
      cancel = idle(run, { timeout: 2000, fallbackMs: 0 });
    });
  };
}
