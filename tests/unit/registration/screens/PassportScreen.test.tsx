// @vitest-environment jsdom
// SPEC.md §3: "Dropdown item: {id, name} becomes {text, value as string}" — the countries of
// GET /rest/registration/countries are the options of the passport's country select.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormStepScreen } from '../../../../src/features/registration/screens/form/FormStepScreen';
import { renderScreen } from '../../../support/render-screen';

describe('the passport screen', () => {
  it('turns each country {id, name} into an option {text: name, value: String(id)}', async () => {
    renderScreen(<FormStepScreen step="passport" />, {
      step: 'passport',
      answers: {
        'GET /rest/registration/countries': {
          countries: [
            { id: 7, name: 'Қазақстан' },
            { id: 12, name: 'Россия' },
          ],
          default_country_id: 12,
        },
      },
    });
    const select = await screen.findByLabelText<HTMLSelectElement>('Страна, выдавшая документ');
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((option) => [option.text, option.value])).toEqual([
      ['Қазақстан', '7'],
      ['Россия', '12'],
    ]);
    // The server's default country is the one chosen.
    expect(select.value).toBe('12');
  });
});
