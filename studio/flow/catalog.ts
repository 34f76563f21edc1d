import { i18n } from '@lingui/core';

export type StudioLocale = 'ru' | 'kk';

// The studio's messages are a catalog of their own (lingui.config.ts 'flow'): the app's
// /dev/flow route loads it with the route, so no other page carries them; the static studio
// loads it at its start. The forms' titles are their declarations' (contract/steps), in the
// registration catalog, loaded beside it.
const catalogs = {
  ru: () =>
    Promise.all([import('../../locales/ru/flow.po'), import('../../locales/ru/registration.po')]),
  kk: () =>
    Promise.all([import('../../locales/kk/flow.po'), import('../../locales/kk/registration.po')]),
} satisfies Record<StudioLocale, () => Promise<{ messages: Record<string, unknown> }[]>>;

export async function loadFlowCatalog(locale: StudioLocale): Promise<void> {
  for (const { messages } of await catalogs[locale]()) {
    i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
  }
}
