// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activate } from '../../../support/render';
import { DateField } from '../../../../src/features/registration/forms/DateField';

beforeAll(() => activate('ru'));
afterEach(cleanup);

/** A date field whose kept value is printed next to it. */
function Probe({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider i18n={i18n}>
      <DateField id="when" label="Дата выдачи" value={value} onChange={setValue} />
      <output>{value}</output>
    </I18nProvider>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('Дата выдачи');
const kept = () => screen.getByRole('status').textContent;

describe('a date field', () => {
  it('shows an ISO date as дд/мм/гггг', () => {
    render(<Probe initial="2020-06-15" />);
    expect(input().value).toBe('15/06/2020');
    expect(input().placeholder).toBe('дд/мм/гггг');
  });

  it('keeps a whole typed date as ISO year-month-day', () => {
    render(<Probe initial="" />);
    fireEvent.input(input(), { target: { value: '15062020' } });
    expect(input().value).toBe('15/06/2020');
    expect(kept()).toBe('2020-06-15');
  });

  it('keeps a part typed, or a day that does not exist, as the digits typed', () => {
    render(<Probe initial="" />);
    fireEvent.input(input(), { target: { value: '1506' } });
    expect(kept()).toBe('1506');
    fireEvent.input(input(), { target: { value: '31/02/2020' } });
    expect(kept()).toBe('31022020');
  });

  it('shows a draft typed in part as it was', () => {
    render(<Probe initial="1506" />);
    expect(input().value).toBe('15/06');
  });
});
