// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormat } from '../../../../src/features/public-pages/parts/format';
import { renderIn } from '../../../support/render';

function Sample() {
  const format = useFormat();
  return (
    <ul>
      <li>{format.date('2026-09-01')}</li>
      <li>{format.date('2021-03-12')}</li>
      <li>{format.choices([7, 14, 21])}</li>
      <li>{format.percent(0.00104)}</li>
      <li>{format.tengeRange(50_000, 3_000_000)}</li>
    </ul>
  );
}

const items = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((item) => item.textContent?.replace(/\u00a0/g, ' '));

afterEach(cleanup);

describe('useFormat', () => {
  it('writes dates, term choices, rates and amounts in Russian', () => {
    const { container } = renderIn('ru', <Sample />);
    expect(items(container)).toEqual([
      '1 сентября 2026 г.',
      '12 марта 2021 г.',
      '7, 14 или 21',
      '0,104 %',
      '50 000 – 3 000 000 ₸',
    ]);
  });

  it('writes them in Kazakh without relying on the browser having Kazakh locale data', () => {
    const { container } = renderIn('kk', <Sample />);
    expect(items(container)).toEqual([
      '2026 жылғы 1 қыркүйек',
      '2021 жылғы 12 наурыз',
      '7, 14 немесе 21',
      '0,104 %',
      '50 000 – 3 000 000 ₸',
    ]);
  });
});
