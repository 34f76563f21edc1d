/** How long to wait for a frame that may never come (a hidden tab paints none). */
const NO_FRAME_MS = 100;

/**
 * Resolves once the browser has painted the next frame: work started after it (a request's
 * setup, its tracing, the selfie provider's camera view) no longer holds up the frame that
 * answers a tap, so the pressed button and the busy state show at once on a slow phone (issue
 * 22: every interaction under 100 ms).
 */
export function afterNextPaint(): Promise<void> {
  // Prerendering, in Node, paints nothing.
  if (typeof requestAnimationFrame === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, NO_FRAME_MS);
    requestAnimationFrame(() => {
      // The frame's rendering runs after its animation callbacks: a message posted here is
      // handled after it, and after the messages posted before it (a timer may jump ahead).
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        clearTimeout(fallback);
        resolve();
      };
      channel.port2.postMessage(null);
    });
  });
}
