import { i18n } from '@lingui/core';
import type { Locale } from '../../platform/locale';

// The visualizer's messages are a catalog of their own (lingui.config.ts 'flow'), loaded with
// its route so no other page carries them.
const catalogs = {
  ru: () => import('../../../locales/ru/flow.po'),
  kk: () => import('../../../locales/kk/flow.po'),
} satisfies Record<Locale, () => Promise<{ messages: Record<string, unknown> }>>;

export async function loadFlowCatalog(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
}
