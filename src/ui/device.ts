import { useSyncExternalStore } from 'react';
import { getDevice, subscribeDevice, type DeviceInfo } from '../platform/device';

/**
 * The visitor's device (SPEC §3/§4), re-detected 50 ms after a resize. Null while rendering
 * without a browser (prerendering) and during hydration, so what a page shows for "any
 * device" must be what null renders.
 */
export function useDevice(): DeviceInfo | null {
  return useSyncExternalStore<DeviceInfo | null>(subscribeDevice, getDevice, () => null);
}
