import type { LivenessDisplay } from './provider';
import { RING_COLOURS, type RingState } from './provider';

const SVG = 'http://www.w3.org/2000/svg';
// The oval in a 300×400 box: a face at arm's length on a phone held upright.
const OVAL = { cx: 150, cy: 180, rx: 100, ry: 135 };

export interface CameraView {
  root: HTMLElement;
  video: HTMLVideoElement;
  setRing(state: RingState): void;
  setHint(text: string): void;
  remove(): void;
}

function svg<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The in-app camera view (the mock provider's; the external script draws its own from the same
 * display settings): the mirrored preview, a dark overlay with an oval window, the ring around
 * the oval and a hint line. The hint is hidden from screen readers: the screen announces hints
 * in its own live region, in the page's language.
 */
export function buildCameraView(container: HTMLElement, display: LivenessDisplay): CameraView {
  const root = document.createElement('div');
  root.dataset.livenessProvider = 'mock';
  root.style.cssText =
    'position:relative;width:100%;max-width:480px;aspect-ratio:3/4;margin:0 auto;overflow:hidden;background:#000;border-radius:12px;';

  const video = document.createElement('video');
  video.muted = true;
  video.autoplay = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.setAttribute('aria-hidden', 'true');
  video.style.cssText =
    'position:absolute;inset:0;width:100%;height:100%;object-fit:cover;transform:scaleX(-1);';

  const maskId = `liveness-oval-${Math.random().toString(36).slice(2)}`;
  const overlay = svg('svg', {
    viewBox: '0 0 300 400',
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  overlay.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;';
  const mask = svg('mask', { id: maskId });
  mask.append(
    svg('rect', { x: 0, y: 0, width: 300, height: 400, fill: 'white' }),
    svg('ellipse', { ...OVAL, fill: 'black' }),
  );
  const defs = svg('defs', {});
  defs.append(mask);
  const shade = svg('rect', {
    x: 0,
    y: 0,
    width: 300,
    height: 400,
    fill: 'black',
    'fill-opacity': display.overlayTransparency,
    mask: `url(#${maskId})`,
  });
  const ring = svg('ellipse', { ...OVAL, fill: 'none', 'stroke-width': 6 });
  if (!prefersReducedMotion()) ring.style.transition = 'stroke 300ms ease-out';
  overlay.append(defs, shade, ring);

  const hint = document.createElement('p');
  hint.setAttribute('aria-hidden', 'true');
  hint.style.cssText = `position:absolute;left:0;right:0;bottom:0;margin:0;padding:12px 16px;text-align:center;color:#fff;background:rgba(0,0,0,0.45);font:600 calc(1.25rem * ${display.hintFontMultiplier})/1.3 system-ui,sans-serif;`;

  root.append(video, overlay, hint);
  container.append(root);

  const view: CameraView = {
    root,
    video,
    setRing(state) {
      ring.setAttribute('stroke', RING_COLOURS[state]);
      ring.setAttribute('data-ring', state);
    },
    setHint(text) {
      hint.textContent = text;
    },
    remove() {
      root.remove();
    },
  };
  view.setRing('capturing');
  return view;
}
