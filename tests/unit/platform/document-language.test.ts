// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { activateLocale } from '../../../src/platform/i18n';

it('names the page’s language in <html lang>, written only when it changes', async () => {
  // Each write, of the same value too, restyles the whole page in Blink (`:lang()`), and the
  // root's guard activates the locale on every navigation and preload.
  const oldValues: (string | null)[] = [];
  const observer = new MutationObserver((records) =>
    oldValues.push(...records.map((record) => record.oldValue)),
  );
  observer.observe(document.documentElement, {
    attributeFilter: ['lang'],
    attributeOldValue: true,
  });
  await activateLocale('ru');
  await activateLocale('ru');
  expect(document.documentElement.lang).toBe('ru');
  await activateLocale('kk');
  await activateLocale('kk');
  expect(document.documentElement.lang).toBe('kk');
  oldValues.push(...observer.takeRecords().map((record) => record.oldValue));
  observer.disconnect();
  // Two writes: the first language, then the switch to Kazakh.
  expect(oldValues).toEqual([null, 'ru']);
});
