import type { MessageDescriptor } from '@lingui/core';
import '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title shown before the brand; absent on the home page. */
    title?: MessageDescriptor;
  }
}
