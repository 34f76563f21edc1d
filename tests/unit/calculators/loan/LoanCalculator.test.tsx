// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { calculate } from '../../../../src/finance/calculator';
import { calculatorFormat } from '../../../../src/features/calculators/format';
import { readable, renderIn } from '../../../support/render';
import { LoanCalculator } from '../../../../src/features/calculators/loan/LoanCalculator';
import {
  DEFAULT_LOAN_VALUE,
  type LoanCalculatorValue,
} from '../../../../src/features/calculators/loan/value';

afterEach(cleanup);

const OPEN_DATE = '2027-12-15';
const ru = calculatorFormat();

/** The controlled widget kept by a parent, as the home page and the cabinet keep it. */
function Harness({ initial, seen }: { initial: LoanCalculatorValue; seen: LoanCalculatorValue[] }) {
  const [value, setValue] = useState(initial);
  return (
    <LoanCalculator
      value={value}
      openDate={OPEN_DATE}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

function renderCalculator(initial: Partial<LoanCalculatorValue> = {}, locale: 'ru' | 'kk' = 'ru') {
  const seen: LoanCalculatorValue[] = [];
  renderIn(locale, <Harness initial={{ ...DEFAULT_LOAN_VALUE, ...initial }} seen={seen} />);
  return seen;
}

/** The figure next to a term in the results list. */
function figure(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' });
  return readable(dt.nextElementSibling?.textContent);
}

const amountField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Сумма займа' });
const slider = () => screen.getByRole<HTMLInputElement>('slider', { name: 'Сумма займа' });

function typeAmount(text: string) {
  const field = amountField();
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

describe('the loan calculator', () => {
  it('shows the short-term figures of the finance module for 78 500 ₸ over 14 days', () => {
    renderCalculator();
    const expected = calculate(
      { product: 'pdl', amount: 78_500, period: 14 },
      { openDate: OPEN_DATE },
    );
    // 78 500 × 0,104 % × 14 days = 1 142,96 ₸ of reward.
    expect(expected.percent).toBe(1142.96);
    expect(figure('Вознаграждение')).toBe('1 142,96 ₸');
    expect(figure('Сумма к возврату')).toBe('79 642,96 ₸');
    expect(figure('Платёж')).toBe('79 642,96 ₸');
    expect(figure('ГЭСВ')).toBe(readable(ru.percent(expected.gesv)));
    expect(figure('Вернуть до')).toBe('29.12.2027');
  });

  it('gives the slider its amount in tenge as the spoken value, within the product limits', () => {
    renderCalculator();
    expect(readable(slider().getAttribute('aria-valuetext'))).toBe('78 500 ₸');
    expect([slider().min, slider().max, slider().step]).toEqual(['5000', '300000', '500']);
  });

  it('brings a typed amount onto the 500 ₸ step and within the limits', () => {
    const seen = renderCalculator();
    typeAmount('123 260');
    expect(readable(amountField().value)).toBe('123 500');
    expect(slider().value).toBe('123500');
    typeAmount('1 000 000');
    expect(readable(amountField().value)).toBe('300 000');
    typeAmount('10');
    expect(readable(amountField().value)).toBe('5 000');
    expect(seen.map((value) => value.amount)).toEqual([123_500, 300_000, 5_000]);
    expect(figure('Сумма к возврату')).toBe('5 072,80 ₸');
  });

  it('keeps the last amount when what was typed is not a number', () => {
    const seen = renderCalculator();
    typeAmount('много');
    expect(readable(amountField().value)).toBe('78 500');
    expect(seen).toEqual([]);
  });

  it('recomputes as the slider moves', () => {
    renderCalculator();
    fireEvent.change(slider(), { target: { value: '100000' } });
    expect(readable(amountField().value)).toBe('100 000');
    expect(figure('Вознаграждение')).toBe('1 456,00 ₸');
  });

  it('switches to the instalment loan: months, repayment method, annuity figures', () => {
    const seen = renderCalculator({ amount: 5_000 });
    fireEvent.click(screen.getByRole('radio', { name: 'Ежемесячными платежами' }));
    // 5 000 ₸ is below the instalment loan's 50 000 ₸, and 14 is not one of its terms.
    expect(seen.at(-1)).toEqual({
      product: 'instalment',
      amount: 50_000,
      term: 12,
      method: 'annuity',
    });
    const terms = screen.getByRole('group', { name: 'Срок, месяцев' });
    expect(
      within(terms)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['6', '12', '24', '36', '48', '60']);
    fireEvent.click(screen.getByRole('radio', { name: '60' }));
    const expected = calculate(
      { product: 'instalment', amount: 50_000, periods: 60, method: 'annuity' },
      { openDate: OPEN_DATE },
    );
    expect(figure('Ежемесячный платёж')).toBe(readable(ru.money(expected.payment)));
    expect(figure('Сумма к возврату')).toBe(readable(ru.money(expected.returnAmount)));
    expect(figure('Вознаграждение')).toBe(readable(ru.money(expected.percent)));
    expect(figure('ГЭСВ')).toBe(readable(ru.percent(expected.gesv)));
  });

  it('shows the first payment of equal principal parts', () => {
    renderCalculator({ product: 'instalment', amount: 600_000, term: 6 });
    fireEvent.click(screen.getByRole('radio', { name: 'Равными долями долга' }));
    const expected = calculate(
      { product: 'instalment', amount: 600_000, periods: 6, method: 'equal' },
      { openDate: OPEN_DATE },
    );
    expect(figure('Первый платёж')).toBe(readable(ru.money(expected.schedule[0]!.payment)));
  });

  it('opens the payment schedule as a table of every payment', () => {
    renderCalculator({ product: 'instalment', amount: 120_000, term: 12 });
    expect(screen.queryByRole('table')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Показать график платежей' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table', { name: 'График платежей' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Дата', 'Платёж', 'Основной долг', 'Вознаграждение', 'Остаток долга']);
    const last = within(rows[12]!).getAllByRole('cell');
    expect(within(rows[12]!).getByRole('rowheader').textContent).toBe('15.12.2028');
    expect(readable(last[3]?.textContent)).toBe('0,00 ₸');
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть график платежей' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the short-term loan as a one-row schedule', () => {
    renderCalculator();
    fireEvent.click(screen.getByRole('button', { name: 'Показать график платежей' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(readable(rows[1]?.textContent)).toBe(
      '29.12.2027' + '79 642,96 ₸' + '78 500,00 ₸' + '1 142,96 ₸' + '0,00 ₸',
    );
  });

  it('speaks Kazakh on the Kazakh pages', async () => {
    renderCalculator({}, 'kk');
    expect(screen.getByRole('textbox', { name: 'Қарыз сомасы' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Қарыз түрі' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Мерзімі, күн' })).toBeTruthy();
    expect(screen.getByText('СЖТМ', { selector: 'dt' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Ай сайынғы төлеммен' }));
    });
    expect(screen.getByRole('group', { name: 'Өтеу тәсілі' })).toBeTruthy();
    expect(readable(screen.getByText(/Ең азы/).textContent)).toBe(
      'Ең азы 50 000 ₸, ең көбі 3 000 000 ₸, қадамы 500 ₸',
    );
  });
});

describe('the amount applied for in the cabinet', () => {
  it('shows the server’s error about the amount as the amount field’s own: said, tied, invalid', () => {
    const message = 'Сумма превышает доступный вам лимит';
    renderIn(
      'ru',
      <LoanCalculator
        value={DEFAULT_LOAN_VALUE}
        openDate={OPEN_DATE}
        onChange={() => {}}
        strictAmount
        amountError={message}
      />,
    );
    const field = amountField();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const description = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description[0]).toBe(message);
    expect(screen.getByRole('alert').textContent).toBe(message);
  });
});
