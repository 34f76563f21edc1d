import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadFlowCatalog } from '../../../../studio/flow/catalog';
import { stepWords } from '../../../../studio/flow/journey-words';

// Issue 48: the studio names a form step by its declaration's title (contract/steps), the words
// its screen shows, in the studio's language: a form step added later has its name there too.
describe("the studio's names of the journey's steps", () => {
  it.each([
    ['ru', 'personal_and_passport', 'Личные данные и удостоверение личности'],
    ['kk', 'personal_and_passport', 'Жеке деректер және жеке куәлік'],
    ['kk', 'iin', 'ЖСН'],
    ['ru', 'login.phone', 'Вход: номер телефона'],
  ] as const)('in %s, %s is «%s»', async (locale, step, words) => {
    await loadFlowCatalog(locale);
    i18n.activate(locale);
    expect(stepWords(step, (descriptor) => i18n._(descriptor))).toBe(words);
  });
});
