import { describe, expect, it } from 'vitest';
import { FORM_FIELDS, FORM_STEPS } from '../../../../contract';
import { SAMPLE_VALUES } from '../../../../contract';
import { formFills, type Lang } from '../../../../qa/paths/qa-paths';

// QA's one form action fills every form of the contract by its fields' labels: a field with a
// sample value and no label (or no answer for its value) must fail, never be passed over.
describe('formFills', () => {
  for (const lang of ['ru', 'kk'] as const satisfies readonly Lang[]) {
    for (const step of FORM_STEPS) {
      it(`fills every field of the ${step} form that has a sample value (${lang})`, () => {
        const sample = SAMPLE_VALUES[step] as Record<string, unknown>;
        const filled = formFills({ kind: 'form', step }, lang).map((fill) => fill.field);
        expect(filled).toEqual(
          FORM_FIELDS[step].filter(
            (field) => sample[field] !== null && sample[field] !== undefined,
          ),
        );
      });
    }
  }

  it('types a date as its digits, answers a radio group and picks a select by value', () => {
    const fills = formFills({ kind: 'form', step: 'passport' }, 'ru');
    expect(fills).toContainEqual({ field: 'birthday', label: 'Дата рождения', type: '01011990' });
    expect(fills).toContainEqual({ field: 'sex', label: 'Пол', choose: 'Мужской' });
    expect(fills).toContainEqual({
      field: 'country_id',
      label: 'Страна, выдавшая документ',
      select: '1',
    });
  });

  it("takes the action's values over the samples", () => {
    const fills = formFills({ kind: 'form', step: 'iin', values: { iin: '100515500013' } }, 'kk');
    expect(fills[0]).toEqual({ field: 'iin', label: 'ЖСН', type: '100515500013' });
  });

  it('fails for an answer the radio group does not have', () => {
    expect(() =>
      formFills({ kind: 'form', step: 'passport', values: { sex: 'other' } }, 'ru'),
    ).toThrow(/the passport form's sex has no answer other/);
  });
});
