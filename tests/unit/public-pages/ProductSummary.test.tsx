// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoanOffer } from '../../../src/features/public-pages/home/LoanOffer';
import { renderIn } from '../../support/render';

afterEach(cleanup);

/** The value next to a term in a product card's description list. */
function valueOf(card: HTMLElement, term: string) {
  const dt = within(card).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');
}

describe('the loan offer on the home page', () => {
  it('is a named region where the calculator will be mounted', () => {
    renderIn('ru', <LoanOffer />);
    const region = screen.getByRole('region', { name: 'Условия займов' });
    expect(region.dataset.slot).toBe('loan-calculator');
  });

  it('states amounts, terms, rates and the maximum ГЭСВ of both loans', () => {
    renderIn('ru', <LoanOffer />);
    const [pdl, instalment] = screen
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    if (!pdl || !instalment) throw new Error('two product cards expected');

    expect(within(pdl).getByRole('heading').textContent).toBe('Краткосрочный заём');
    expect(valueOf(pdl, 'Сумма')).toBe('5 000 – 300 000 ₸');
    expect(valueOf(pdl, 'Срок, дней')).toBe('7, 14 или 21');
    expect(valueOf(pdl, 'Ставка вознаграждения')).toBe('0,104 % в день');
    expect(valueOf(pdl, 'ГЭСВ')).toBe('не более 46 % годовых');

    expect(within(instalment).getByRole('heading').textContent).toBe(
      'Заём с ежемесячными платежами',
    );
    expect(valueOf(instalment, 'Сумма')).toBe('50 000 – 3 000 000 ₸');
    expect(valueOf(instalment, 'Срок, месяцев')).toBe('6, 12, 24, 36, 48 или 60');
    expect(valueOf(instalment, 'Ставка вознаграждения')).toBe('37,96 % годовых');
    expect(valueOf(instalment, 'ГЭСВ')).toBe('не более 45,4 % годовых');
  });

  it('says the same in Kazakh', () => {
    renderIn('kk', <LoanOffer />);
    expect(screen.getByRole('region', { name: 'Қарыз талаптары' })).toBeTruthy();
    const [pdl] = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    if (!pdl) throw new Error('product card expected');
    expect(valueOf(pdl, 'Мерзімі, күн')).toBe('7, 14 немесе 21');
    expect(valueOf(pdl, 'Сыйақы мөлшерлемесі')).toBe('күніне 0,104 %');
    expect(valueOf(pdl, 'СЖТМ')).toBe('ең көбі жылдық 46 %');
  });
});
