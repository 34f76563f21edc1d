// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormStepScreen } from '../../../../src/features/registration/screens/form/FormStepScreen';
import { renderScreen } from '../../../support/render-screen';

async function open() {
  const rendered = renderScreen(<FormStepScreen step="iin" />);
  await screen.findByRole('heading', { level: 1, name: 'ИИН' });
  return rendered;
}

function fill(iin: string) {
  fireEvent.input(screen.getByLabelText('ИИН'), { target: { value: iin } });
  fireEvent.click(screen.getByLabelText('Да, я резидент РК'));
  fireEvent.click(screen.getByLabelText('Нет, не являюсь'));
  fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
}

const registrationCalls = (seen: string[]) => seen.filter((call) => call.startsWith('POST'));

describe('the IIN screen', () => {
  it('rejects a wrong check digit before any request, and says so', async () => {
    const { server } = await open();
    fill('900101300018');
    const message = /Неверная контрольная \(последняя\) цифра ИИН/;
    const input = screen.getByLabelText('ИИН');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('link', { name: message })).toBeTruthy();
    expect(document.activeElement?.contains(screen.getByRole('link', { name: message }))).toBe(
      true,
    );
    expect(registrationCalls(server.seen)).toEqual([]);
  });

  it('counts the digits of a short IIN', async () => {
    const { server } = await open();
    fill('90010130');
    // The summary's link names the field, then the problem (WCAG 3.3.1).
    expect(
      screen.getByRole('link', { name: 'ИИН: ИИН состоит из 12 цифр — введено 8' }),
    ).toBeTruthy();
    expect(registrationCalls(server.seen)).toEqual([]);
  });

  it('asks both questions before sending', async () => {
    const { server } = await open();
    fireEvent.input(screen.getByLabelText('ИИН'), { target: { value: '900101300017' } });
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    // A radio group is named by its question.
    expect(
      screen.getByRole('link', {
        name: 'Вы резидент Республики Казахстан?: Ответьте, являетесь ли вы резидентом Казахстана',
      }),
    ).toBeTruthy();
    // Each answer carries the question's error, not only the group.
    expect(
      screen.getByRole('radio', { name: 'Нет, не являюсь' }).getAttribute('aria-describedby'),
    ).toContain('isIpdl-error');
    expect(
      screen
        .getByRole('radiogroup', { name: 'Вы публичное должностное лицо?' })
        .getAttribute('aria-describedby'),
    ).toContain('isIpdl-error');
    expect(registrationCalls(server.seen)).toEqual([]);
  });

  it('sends a valid IIN with the answers', async () => {
    const { server } = await open();
    fill('900101300017');
    await waitFor(() =>
      expect(registrationCalls(server.seen)).toEqual(['POST /rest/registration/iin']),
    );
  });
});
