// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { calculateDeposit } from '../../../../src/finance';
import { todayInAlmaty } from '../../../../src/finance/dates';
import { readable, renderIn } from '../../../support/render';
import { DepositCalculator } from '../../../../src/features/calculators/deposit/DepositCalculator';

afterEach(cleanup);

function figure(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' });
  return readable(dt.nextElementSibling?.textContent);
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('the deposit calculator', () => {
  it('computes the short-term loan terms it starts with, as the finance module does', () => {
    renderIn('ru', <DepositCalculator />);
    expect(field('Сумма, ₸').value).toBe('78500');
    fireEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    const expected = calculateDeposit({
      openDate: todayInAlmaty(),
      period: 21,
      amount: 78_500,
      interests: [{ fromDay: 1, toDay: 21, rate: 0.00104 }],
      discount: 0,
    });
    // 78 500 × 21 × 0.104 % = 1 714.44 ₸.
    expect(figure('Вознаграждение')).toBe('1 714,44 ₸');
    expect(figure('Сумма к выплате')).toBe('80 214,44 ₸');
    expect(expected.reward).toBe(1714.44);
    expect(figure('Ставка за срок')).toBe('2,184 %');
  });

  it('adds a band by splitting the last one, and applies the discount', () => {
    renderIn('ru', <DepositCalculator />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить ставку' }));
    const second = screen.getByRole('group', { name: 'Ставка 2' });
    expect(within(second).getByRole<HTMLInputElement>('textbox', { name: 'С дня' }).value).toBe(
      '12',
    );
    expect(screen.getAllByRole<HTMLInputElement>('textbox', { name: 'По день' })[0]?.value).toBe(
      '11',
    );
    type(within(second).getByRole('textbox', { name: 'Ставка, % в день' }), '0,05');
    type(field('Скидка на ставку, %'), '50');
    fireEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    // (11 × 0.104 % + 10 × 0.05 %) × 50 % = 0.822 %; 78 500 × 0.822 % = 645.27 ₸.
    expect(figure('Вознаграждение')).toBe('645,27 ₸');
  });

  it('says what is wrong next to each field, and moves on once it is fixed', () => {
    renderIn('ru', <DepositCalculator />);
    type(field('Срок, дней'), '30');
    type(field('Сумма, ₸'), '0');
    fireEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    const amount = field('Сумма, ₸');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Сумма должна быть больше нуля',
    );
    expect(
      screen.getByText('Последняя ставка действует до последнего дня срока (30)'),
    ).toBeTruthy();
    expect(screen.queryByText('Вознаграждение', { selector: 'dt' })).toBeNull();

    type(amount, '1000');
    expect(screen.queryByText('Сумма должна быть больше нуля')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить ставку 1' }));
    expect(screen.getByText('Добавьте хотя бы одну ставку')).toBeTruthy();
  });

  it('says it in Kazakh on the Kazakh pages', () => {
    renderIn('kk', <DepositCalculator />);
    type(field('Сома, ₸'), '1,234');
    type(field('Мерзімі, күн'), '30');
    fireEvent.click(screen.getByRole('button', { name: 'Есептеу' }));
    expect(
      screen.getByText('Соманы цифрлармен енгізіңіз, үтірден кейін екі таңбадан аспасын'),
    ).toBeTruthy();
    expect(
      screen.getByText('Соңғы мөлшерлеме мерзімнің соңғы күніне (30) дейін қолданылуы керек'),
    ).toBeTruthy();
  });
});
