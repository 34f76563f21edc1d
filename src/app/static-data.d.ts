import type { MessageDescriptor } from '@lingui/core';
import '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title, written before the brand in the document title and share tags. */
    title?: MessageDescriptor;
  }
}
