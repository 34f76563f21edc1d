// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => sessionStorage.clear());

/** A page of the registration: the redaction with the forms' personal fields known. */
async function registrationPage() {
  const redact = await import('../../../contract/redact');
  await import('../../../contract/registration');
  return redact;
}

it('keeps the learned values for the tab, so a page loaded after the signing round trip still scrubs them', async () => {
  const before = await registrationPage();
  before.rememberSensitiveValues({ first_name: 'Айгерим', middle_name: 'Серикқызы' });

  vi.resetModules();
  const after = await registrationPage();
  expect(after.redactText('Айгерим Серикқызы')).toBe(`${after.REDACTED} ${after.REDACTED}`);

  after.forgetSensitiveValues();
  vi.resetModules();
  const forgotten = await registrationPage();
  expect(forgotten.redactText('Айгерим')).toBe('Айгерим');
});
