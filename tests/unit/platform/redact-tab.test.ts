// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => sessionStorage.clear());

it('keeps the learned values for the tab, so a page loaded after the signing round trip still scrubs them', async () => {
  const before = await import('../../../contract/redact');
  before.rememberSensitiveValues({ first_name: 'Айгерим', middle_name: 'Серикқызы' });

  vi.resetModules();
  const after = await import('../../../contract/redact');
  expect(after.redactText('Айгерим Серикқызы')).toBe(`${after.REDACTED} ${after.REDACTED}`);

  after.forgetSensitiveValues();
  vi.resetModules();
  const forgotten = await import('../../../contract/redact');
  expect(forgotten.redactText('Айгерим')).toBe('Айгерим');
});
