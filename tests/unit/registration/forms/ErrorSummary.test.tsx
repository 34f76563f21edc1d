// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activate } from '../../../support/render';
import {
  ErrorSummary,
  type SummaryError,
} from '../../../../src/features/registration/forms/ErrorSummary';
import { TextField } from '../../../../src/features/registration/forms/TextField';

beforeAll(() => activate('ru'));
afterEach(cleanup);

function Form({ errors, attempt }: { errors: SummaryError[]; attempt: number }) {
  const message = errors.find((error) => error.id === 'email')?.message;
  return (
    <I18nProvider i18n={i18n}>
      <ErrorSummary errors={errors} focusKey={attempt} />
      <TextField
        id="email"
        label="Электронная почта"
        value=""
        error={message}
        onChange={() => {}}
      />
    </I18nProvider>
  );
}

const problem = [{ id: 'email', message: 'Проверьте адрес электронной почты' }];

describe('the error summary', () => {
  it('is absent while there is nothing to fix', () => {
    render(<Form errors={[]} attempt={0} />);
    expect(screen.queryByRole('heading', { name: 'Исправьте, пожалуйста, ошибки' })).toBeNull();
  });

  it('takes focus when a submission fails, and again on the next failed one', () => {
    const { rerender } = render(<Form errors={[]} attempt={0} />);
    rerender(<Form errors={problem} attempt={1} />);
    const summary = screen.getByRole('heading', { name: 'Исправьте, пожалуйста, ошибки' })
      .parentElement as HTMLElement;
    expect(document.activeElement).toBe(summary);

    screen.getByLabelText('Электронная почта').focus();
    rerender(<Form errors={problem} attempt={2} />);
    expect(document.activeElement).toBe(summary);
  });

  it('links each problem to its field, which says what is wrong', () => {
    render(<Form errors={problem} attempt={1} />);
    fireEvent.click(screen.getByRole('link', { name: 'Проверьте адрес электронной почты' }));
    const input = screen.getByLabelText('Электронная почта');
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const description = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(description)?.textContent).toBe(
      'Ошибка: Проверьте адрес электронной почты',
    );
  });
});
