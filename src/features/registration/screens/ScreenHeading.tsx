import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { openScreenAt } from '../../../ui/focus';

let screensShown = 0;

/**
 * The h1 of a registration screen. Every screen after the first one of a page load takes focus
 * when it appears, so a keyboard or screen-reader user lands on the new step. The shared
 * PageHeading does this after router navigations it has seen resolve; the machine's first step
 * change after a load comes before that, and steps that keep their URL never navigate.
 */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    // After the whole commit, its effects too (the masks fill the fields): the layout that
    // focusing forces is then the frame's own, not one more before it.
    if (screensShown > 0) queueMicrotask(() => openScreenAt(ref.current));
    screensShown += 1;
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
