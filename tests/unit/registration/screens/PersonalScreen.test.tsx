// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FORM_PAYLOADS } from '../../../../contract';
import { FormStepScreen } from '../../../../src/features/registration/screens/form/FormStepScreen';
import { renderScreen } from '../../../support/render-screen';

async function open() {
  const rendered = renderScreen(<FormStepScreen step="personal" />, { step: 'personal' });
  await screen.findByRole('heading', { level: 1, name: 'Личные данные' });
  return rendered;
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

const CALL = 'POST /rest/registration/personal';

describe('the personal data screen', () => {
  it('sends exactly what its check accepted: trimmed, no middle name as null', async () => {
    const { server } = await open();
    type('Фамилия', '  Сапарова ');
    type('Имя', ' Айгерим  ');
    type('Электронная почта', ' aigerim@example.kz ');
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(server.seen).toContain(CALL));
    const sent = server.bodies[CALL];
    expect(sent).toEqual({
      first_name: 'Айгерим',
      last_name: 'Сапарова',
      middle_name: null,
      email: 'aigerim@example.kz',
    });
    // The contract's schema takes the payload as it is: the server checks what the form checked.
    expect(v.parse(FORM_PAYLOADS.personal, sent)).toEqual(sent);
  });

  it('shows the contract’s errors under the fields and sends nothing', async () => {
    const { server } = await open();
    type('Фамилия', 'Сапарова');
    type('Имя', '<b>Айгерим</b>');
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    const name = screen.getByLabelText('Имя');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.id).toBe('firstName');
    expect(screen.getByLabelText('Электронная почта').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Фамилия').getAttribute('aria-invalid')).not.toBe('true');
    expect(server.seen).not.toContain(CALL);
  });

  // Issue 34: the form refuses what the contract's free-text rule refuses, in the page's language.
  it.each([
    [
      'ru',
      'Имя',
      'Фамилия',
      'Электронная почта',
      'Продолжить',
      'Личные данные',
      'Уберите символы < >, переносы строк и невидимые символы',
    ],
    [
      'kk',
      'Аты',
      'Тегі',
      'Электрондық пошта',
      'Жалғастыру',
      'Жеке деректер',
      '< > таңбаларын, жол ауыстыруды және көрінбейтін таңбаларды алып тастаңыз',
    ],
  ] as const)(
    'in %s, a name with a line separator or a zero-width space is refused under the field',
    async (locale, first, last, email, next, heading, message) => {
      const { server } = renderScreen(<FormStepScreen step="personal" />, {
        step: 'personal',
        locale,
      });
      await screen.findByRole('heading', { level: 1, name: heading });
      for (const name of ['Ай\u2028герим', 'Айге\u200Bрим']) {
        type(last, 'Сапарова');
        type(first, name);
        type(email, 'aigerim@example.kz');
        fireEvent.click(screen.getByRole('button', { name: next }));
        const field = screen.getByLabelText(first);
        expect(field.getAttribute('aria-invalid')).toBe('true');
        const described = (field.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
        expect(described).toContain(message);
      }
      expect(server.seen).not.toContain(CALL);
    },
  );
});
