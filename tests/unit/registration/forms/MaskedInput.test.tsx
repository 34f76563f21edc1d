// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dateMaskOptions,
  digitsMask,
  lettersMask,
  normalizeOtp,
  sixOrSevenCharsMask,
  wholeNumberMask,
} from '../../../../src/features/registration/forms/masks';
import { MaskedInput } from '../../../../src/features/registration/forms/MaskedInput';
import { phoneMaskOptions, toPhoneValue } from '../../../../src/features/registration/forms/phone';
import type { FactoryOpts } from 'imask';

afterEach(cleanup);

/** A masked input whose unmasked value is printed next to it. */
function Probe({ mask, initial = '' }: { mask: FactoryOpts; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MaskedInput aria-label="field" mask={mask} value={value} onValueChange={setValue} />
      <output>{value}</output>
    </>
  );
}

/** Pastes text into an empty field: the whole value arrives in one input event. */
function paste(input: HTMLInputElement, text: string) {
  fireEvent.input(input, { target: { value: text } });
}

const field = () => screen.getByLabelText<HTMLInputElement>('field');
const unmasked = () => screen.getByRole('status').textContent;

describe('the phone mask +7 (999) 999-99-99', () => {
  it.each(['87011234567', '+7 701 123 45 67', '8 (701) 123-45-67', '7011234567'])(
    'strips a leading 7 or 8 from the pasted %s',
    (text) => {
      render(<Probe mask={phoneMaskOptions} />);
      paste(field(), text);
      expect(field().value).toBe('+7 (701) 123-45-67');
      expect(unmasked()).toBe('77011234567');
    },
  );

  it('shows a prefilled number masked', () => {
    render(<Probe mask={phoneMaskOptions} initial="77011234567" />);
    expect(field().value).toBe('+7 (701) 123-45-67');
  });

  it('shows part of a number set as the form’s value (typed before the app came) where it was typed', () => {
    render(<Probe mask={phoneMaskOptions} initial={toPhoneValue('70112')} />);
    expect(field().value).toBe('+7 (701) 12');
    expect(unmasked()).toBe('770112');
  });

  it('takes digits only', () => {
    render(<Probe mask={phoneMaskOptions} />);
    paste(field(), 'abc');
    expect(unmasked()).toBe('');
  });
});

describe('digit masks', () => {
  it('keep digits and cut at the length', () => {
    render(<Probe mask={digitsMask(4)} />);
    paste(field(), '12 34 5');
    expect(unmasked()).toBe('1234');
  });

  it('show a date as дд/мм/гггг', () => {
    render(<Probe mask={dateMaskOptions} />);
    paste(field(), '25031990');
    expect(field().value).toBe('25/03/1990');
    expect(unmasked()).toBe('25031990');
  });
});

describe('typing, key by key', () => {
  it('masks a date as it is typed into the empty field', async () => {
    render(<Probe mask={dateMaskOptions} />);
    await userEvent.type(field(), '25031990');
    expect(field().value).toBe('25/03/1990');
    expect(unmasked()).toBe('25031990');
  });

  it('masks a phone number as it is typed', async () => {
    render(<Probe mask={phoneMaskOptions} />);
    await userEvent.type(field(), '7011234567');
    expect(field().value).toBe('+7 (701) 123-45-67');
    expect(unmasked()).toBe('77011234567');
  });

  it('shows a value the form sets later, masked, in a field never touched', () => {
    const { rerender } = render(
      <MaskedInput aria-label="field" mask={dateMaskOptions} value="" onValueChange={() => {}} />,
    );
    expect(field().value).toBe('');
    rerender(
      <MaskedInput
        aria-label="field"
        mask={dateMaskOptions}
        value="01021990"
        onValueChange={() => {}}
      />,
    );
    expect(field().value).toBe('01/02/1990');
  });

  it('empties the field when the form clears its value', async () => {
    render(<Probe mask={digitsMask(4)} initial="1234" />);
    await userEvent.clear(field());
    expect(field().value).toBe('');
    expect(unmasked()).toBe('');
  });
});

describe('SPEC.md §5 masks, word for word', () => {
  it('"a leading 7 or 8 is stripped on paste or prefill; the unmasked value carries a 7 prefix"', () => {
    // Prefill: the number the session remembers, written with the old trunk prefix 8.
    render(<Probe mask={phoneMaskOptions} initial={toPhoneValue('8 701 123 45 67')} />);
    expect(field().value).toBe('+7 (701) 123-45-67');
    expect(unmasked()).toBe('77011234567');
  });

  it('"OTP: 4 digits; spaces removed"', () => {
    render(<Probe mask={digitsMask(4)} />);
    paste(field(), normalizeOtp(' 12 34 '));
    expect(unmasked()).toBe('1234');
  });

  it('"wholeNumber: digits only"', () => {
    render(<Probe mask={wholeNumberMask} />);
    paste(field(), '78500');
    expect(unmasked()).toBe('78500');
    paste(field(), '78500a');
    expect(unmasked()).toBe('78500');
  });

  it('"Letter-only ... definition": letters of any alphabet, nothing else', () => {
    render(<Probe mask={lettersMask} />);
    paste(field(), 'Әлияқұ');
    expect(unmasked()).toBe('Әлияқұ');
    paste(field(), 'Әлияқұ1');
    expect(unmasked()).toBe('Әлияқұ');
  });

  it('"a 6-or-7 character definition": six or seven letters or digits', () => {
    render(<Probe mask={sixOrSevenCharsMask} />);
    paste(field(), 'AB1234');
    expect(unmasked()).toBe('AB1234');
    paste(field(), 'AB12345');
    expect(unmasked()).toBe('AB12345');
    paste(field(), 'AB123456');
    expect(unmasked()).toBe('AB12345');
  });
});
