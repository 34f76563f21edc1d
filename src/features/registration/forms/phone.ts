import type { FactoryOpts } from 'imask';

/** SPEC.md §5: the phone mask. `{7}` is part of the unmasked value, so it reads '7XXXXXXXXXX'. */
export const PHONE_MASK = '+{7} (000) 000-00-00';

/**
 * The ten national digits of whatever was pasted, autofilled or prefilled: non-digits dropped,
 * and a leading 7 or 8 (the country code or the old trunk prefix) stripped when it comes on top
 * of ten digits. Ten digits that start with 7 are a number of their own (Kazakh numbers do).
 */
export function nationalDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length > 10 && /^[78]/.test(digits) ? digits.slice(1, 11) : digits.slice(0, 10);
}

/** The unmasked value the API wants: '7' and the ten national digits; '' for nothing typed. */
export function toPhoneValue(raw: string): string {
  const national = nationalDigits(raw);
  return national === '' ? '' : `7${national}`;
}

export const isCompletePhone = (value: string): boolean => /^7\d{10}$/.test(value);

interface MaskState {
  unmaskedValue: string;
}

/**
 * imask's prepare hook. What comes through the input (`flags.input`): a chunk longer than one
 * character (paste, autofill) is normalised with `nationalDigits`; a single typed key is taken
 * as a digit of the number. The fixed `+7` of the mask consumes a leading '7', so while it is
 * not on screen yet the chunk is given one to eat. The form's own value set into the field (a
 * saved number, or part of one typed before the app came) is an unmasked value, '7' first, and
 * is taken as it is: '770112' is +7 (701) 12, not +7 (770) 112.
 */
export function preparePhoneChunk(
  chars: string,
  masked: MaskState,
  flags: { input?: boolean } = { input: true },
): string {
  if (!flags.input) return chars.replace(/\D/g, '');
  const nothingYet = masked.unmaskedValue === '';
  const national = masked.unmaskedValue === '' || masked.unmaskedValue === '7';
  const digits = chars.length > 1 && national ? nationalDigits(chars) : chars.replace(/\D/g, '');
  return nothingYet && digits !== '' ? `7${digits}` : digits;
}

export const phoneMaskOptions: FactoryOpts = {
  mask: PHONE_MASK,
  prepare: (chars, masked, flags) => preparePhoneChunk(chars, masked, flags),
};

/** '77011234567' → '+7 (701) 123-45-67', for reading back the number a code went to. */
export function formatPhone(value: string): string {
  const match = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(value);
  return match ? `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}` : value;
}
