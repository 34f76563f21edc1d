import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { openScreenAt, shouldFocusHeading } from './focus';

export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (shouldFocusHeading()) openScreenAt(ref.current);
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
