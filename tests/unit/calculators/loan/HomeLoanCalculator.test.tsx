// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readable, renderRoutedIn } from '../../../support/render';
import { HomeLoanCalculator } from '../../../../src/features/calculators/loan/HomeLoanCalculator';

function clearCookies() {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
  }
}

beforeEach(clearCookies);
afterEach(cleanup);

const amountField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Сумма займа' });

describe('the home page calculator', () => {
  it('starts at 78 500 ₸ with the short-term loan and offers the money for that amount', async () => {
    await renderRoutedIn('ru', <HomeLoanCalculator />);
    expect(screen.getByRole('heading', { name: 'Рассчитайте заём' })).toBeTruthy();
    expect(readable(amountField().value)).toBe('78 500');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Краткосрочный' }).checked).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Получить деньги' }).getAttribute('href')).toBe(
      '/login?amount=78500',
    );
  });

  it('remembers a changed amount in a cookie for a day and carries it to the login page', async () => {
    await renderRoutedIn('ru', <HomeLoanCalculator />);
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    fireEvent.change(screen.getByRole('slider', { name: 'Сумма займа' }), {
      target: { value: '150000' },
    });
    expect(written).toHaveBeenCalledWith(
      expect.stringMatching(/^calculator_amount=150000; path=\/;.*max-age=86400/),
    );
    written.mockRestore();
    expect(document.cookie).toContain('calculator_amount=150000');
    expect(screen.getByRole('link', { name: 'Получить деньги' }).getAttribute('href')).toBe(
      '/login?amount=150000',
    );
  });

  it('starts from the remembered amount', async () => {
    document.cookie = 'calculator_amount=150000; path=/';
    await renderRoutedIn('ru', <HomeLoanCalculator />);
    expect(readable(amountField().value)).toBe('150 000');
  });

  it('starts with the instalment loan when the remembered amount is beyond a short-term loan', async () => {
    document.cookie = 'calculator_amount=1200000; path=/';
    await renderRoutedIn('ru', <HomeLoanCalculator />);
    expect(readable(amountField().value)).toBe('1 200 000');
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'Ежемесячными платежами' }).checked,
    ).toBe(true);
  });

  it('ignores a cookie that holds no amount', async () => {
    document.cookie = 'calculator_amount=abc; path=/';
    await renderRoutedIn('ru', <HomeLoanCalculator />);
    expect(readable(amountField().value)).toBe('78 500');
  });

  it('keeps the Kazakh pages Kazakh: «Ақша алу» leads to /kk/login', async () => {
    await renderRoutedIn('kk', <HomeLoanCalculator />, '/kk');
    expect(screen.getByRole('link', { name: 'Ақша алу' }).getAttribute('href')).toBe(
      '/kk/login?amount=78500',
    );
    expect(screen.getByRole('link', { name: 'Депозит калькуляторы' }).getAttribute('href')).toBe(
      '/kk/deposit',
    );
  });
});
