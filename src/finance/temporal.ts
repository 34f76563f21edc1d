/// <reference types="temporal-polyfill/types/global" />

/**
 * Loads the Temporal polyfill only in browsers that lack Temporal. The finance modules use
 * `globalThis.Temporal` and never import the polyfill themselves, so pages in browsers with a
 * native Temporal do not download it; call this before the first calculation.
 */
export async function ensureTemporal(): Promise<void> {
  if (typeof globalThis.Temporal === 'undefined') {
    await import('temporal-polyfill/global');
  }
}
