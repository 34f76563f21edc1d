import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface View {
  x: number;
  y: number;
  scale: number;
}

const MIN_SCALE = 0.05;
const MAX_SCALE = 4;
const clamp = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The view that shows the whole chart across the frame's width (or height, if that is tighter). */
export function fitView(
  frame: { width: number; height: number },
  chart: { width: number; height: number },
): View {
  if (!chart.width || !chart.height || !frame.width) return { x: 0, y: 0, scale: 1 };
  const scale = clamp(Math.min(frame.width / chart.width, frame.height / chart.height));
  return {
    scale,
    x: (frame.width - chart.width * scale) / 2,
    y: (frame.height - chart.height * scale) / 2,
  };
}

/** Zooms by `factor` keeping the point (px, py) of the frame where it is. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const scale = clamp(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio };
}

/**
 * Pan with a pointer (mouse drag, one finger), zoom with the wheel, two fingers, the keyboard
 * (arrows pan, + and − zoom, 0 fits) and the buttons the caller renders.
 */
export function usePanZoom(
  frame: RefObject<HTMLElement | null>,
  chart: { width: number; height: number } | null,
) {
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: 1 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);

  const size = useCallback(() => {
    const rect = frame.current?.getBoundingClientRect();
    return {
      width: rect?.width ?? 0,
      height: rect?.height ?? 0,
      left: rect?.left ?? 0,
      top: rect?.top ?? 0,
    };
  }, [frame]);

  const fit = useCallback(() => {
    if (chart) setView(fitView(size(), chart));
  }, [chart, size]);

  useEffect(fit, [fit]);

  const zoom = useCallback(
    (factor: number) => {
      const { width, height } = size();
      setView((current) => zoomAt(current, factor, width / 2, height / 2));
    },
    [size],
  );

  // React's wheel listener is passive; the page must not scroll while the chart zooms.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { left, top } = size();
      const factor = Math.exp(-event.deltaY * 0.0015);
      setView((current) => zoomAt(current, factor, event.clientX - left, event.clientY - top));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [frame, size, chart]);

  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    pinch.current = null;
  };

  const onPointerMove = (event: PointerEvent) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const next = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, next);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [typeof next, typeof next];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      const { left, top } = size();
      if (pinch.current) {
        const factor = distance / pinch.current;
        setView((current) =>
          zoomAt(current, factor, (a.x + b.x) / 2 - left, (a.y + b.y) / 2 - top),
        );
      }
      pinch.current = distance;
      return;
    }
    setView((current) => ({
      ...current,
      x: current.x + next.x - last.x,
      y: current.y + next.y - last.y,
    }));
  };

  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    pinch.current = null;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = 40;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setView((current) => ({ ...current, x: current.x + move[0], y: current.y + move[1] }));
    } else if (event.key === '+' || event.key === '=') zoom(1.25);
    else if (event.key === '-') zoom(0.8);
    else if (event.key === '0') fit();
  };

  return {
    view,
    fit,
    zoomIn: () => zoom(1.25),
    zoomOut: () => zoom(0.8),
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onKeyDown,
    },
  };
}
