import { msg } from '@lingui/core/macro';
import { expect, it } from 'vitest';
import { activateLocale, i18n } from '../../../src/platform/i18n';

// A language switch re-renders the page still on screen in the new language before the next
// page's loaders run: its messages must be there in that language, or the visitor sees message
// ids for a moment (and Lingui warns of "uncompiled" messages).
it('switching language first loads, in the new language, every catalog the page had', async () => {
  await activateLocale('ru', 'home');
  const heading = msg`Деньги на карту онлайн — без справок и визита в офис`;
  expect(i18n._(heading)).toBe('Деньги на карту онлайн — без справок и визита в офис');

  await activateLocale('kk');
  expect(i18n.locale).toBe('kk');
  expect(i18n._(heading)).toBe('Картаға онлайн ақша — анықтамасыз және кеңсеге бармай');
});
