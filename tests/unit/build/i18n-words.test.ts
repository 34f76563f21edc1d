import { describe, expect, it } from 'vitest';
import { checkWords, plainWords } from '../../../scripts/i18n-words';

// `npm run check`'s i18n words check (issue 48): a word a person reads is a Lingui message.
describe('plainWords', () => {
  it('finds Russian and Kazakh in strings, templates and JSX text, by line', () => {
    const source = [
      "const a = 'Подписать';",
      'const b = `Қол ${x} қою`;',
      'const c = <p>Жабу</p>;',
      "const d = <input aria-label='Телефон' />;",
    ].join('\n');
    expect(plainWords('x.tsx', source)).toEqual([
      { line: 1, words: 'Подписать' },
      { line: 2, words: 'Қол' },
      { line: 2, words: 'қою' },
      { line: 3, words: 'Жабу' },
      { line: 4, words: 'Телефон' },
    ]);
  });

  it('passes Lingui source messages, comments, regular expressions and Latin', () => {
    const source = [
      "import { msg, t } from '@lingui/core/macro';",
      '// Подписать: a comment',
      'const a = t`Подписать`;',
      'const b = msg`Отказаться`;',
      "const c = t({ id: 'x', message: 'Документы' });",
      "const d = /*i18n*/ { id: 'sandbox.x', message: 'Не найдено' };",
      'const e = <Trans>Вход и регистрация</Trans>;',
      "const f = <Plural value={n} one='# день' other='# дней' />;",
      'const g = /[а-яё]/u;',
      "const h = 'Sign';",
    ].join('\n');
    expect(plainWords('x.tsx', source)).toEqual([]);
  });

  it('reads a descriptor without its /*i18n*/ mark as a plain string', () => {
    expect(plainWords('x.ts', "const d = { id: 'sandbox.x', message: 'Не найдено' };")).toEqual([
      { line: 1, words: 'Не найдено' },
    ]);
  });
});

describe('the repository', () => {
  it('has no plain word a person reads outside the catalogs, apart from the exceptions', () => {
    expect(checkWords()).toEqual([]);
  });
});
