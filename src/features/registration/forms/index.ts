/** Form pieces of the registration screens: fields tied to labels and errors, masks, checks. */
export { DateField } from './DateField';
export { ErrorSummary, type SummaryError } from './ErrorSummary';
export { describedBy, ErrorMessage, errorId, Field, hintId, type ControlProps } from './Field';
export { MaskedInput } from './MaskedInput';
export {
  dateDigitsToIso,
  dateMaskOptions,
  digitsMask,
  isoToDateDigits,
  isoToDateText,
  normalizeOtp,
} from './masks';
export {
  formatPhone,
  isCompletePhone,
  nationalDigits,
  phoneMaskOptions,
  preparePhoneChunk,
  toPhoneValue,
} from './phone';
export { RadioGroup, type RadioOption } from './RadioGroup';
export { formFields } from './bind';
export { SelectField, type SelectOption } from './SelectField';
export { CheckboxField } from './CheckboxField';
export { TextField } from './TextField';
export { checkPayload, firstMessages, summaryOf, type Checked } from './validation';
export { useFormCheck } from './useFormCheck';
export { default as formStyles } from './Form.module.css';
