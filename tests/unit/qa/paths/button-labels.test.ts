import { describe, expect, it } from 'vitest';
import { actionInWords, buttonLabels, qaPaths, type Lang } from '../../../../qa/paths/qa-paths';
import { readCatalog } from '../../../../qa/words/catalogs';

// QA's paths press every button by the words the screen shows in the journey's language: the
// app's from its catalogs, the signing page's from the sandbox's (locales/{ru,kk}/sandbox.po).
const LANGS = ['ru', 'kk'] as const satisfies readonly Lang[];

const sandboxWord = (lang: Lang, id: string) =>
  readCatalog(`locales/${lang}/sandbox.po`).find((entry) => entry.msgid === id)?.msgstr;

describe('buttonLabels', () => {
  it.each(LANGS)('names the signing page buttons as the %s catalog does', (lang) => {
    const labels = buttonLabels(lang);
    expect(labels.sign).toBe(sandboxWord(lang, 'sandbox.signing.sign'));
    expect(labels.decline).toBe(sandboxWord(lang, 'sandbox.signing.decline'));
  });

  it('has Kazakh of its own for every button, none of it the Russian', () => {
    const ru = buttonLabels('ru');
    const kk = buttonLabels('kk');
    expect(Object.keys(kk)).toEqual(Object.keys(ru));
    for (const [key, words] of Object.entries(kk)) {
      expect(words, key).not.toBe(ru[key as keyof typeof ru]);
      expect(words, key).not.toBe('');
    }
  });

  it('the path through signing says which button to press, in its language', () => {
    for (const lang of LANGS) {
      const sign = buttonLabels(lang).sign;
      expect(actionInWords({ kind: 'sign' }, lang)).toBe(
        `sign on the signing page: press «${sign}»`,
      );
      const walks = qaPaths(lang).flatMap((path) => path.steps.map((step) => step.do));
      expect(walks).toContain(`sign on the signing page: press «${sign}»`);
    }
  });
});
