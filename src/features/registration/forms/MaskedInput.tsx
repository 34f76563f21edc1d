import IMask, { type FactoryOpts, type InputMask } from 'imask';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type InputHTMLAttributes,
} from 'react';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'onInput'
>;

interface MaskedInputProps extends NativeProps {
  /** imask options; pass a module constant, a new object re-creates the mask. */
  mask: FactoryOpts;
  /** The unmasked value (what the form keeps). */
  value: string;
  onValueChange: (unmasked: string) => void;
}

/**
 * An input under an imask mask, controlled by its unmasked value. The mask is put on the field
 * when it has something to show, when it takes focus, or at the first input that came without
 * focus (autofill): an empty field shows nothing either way, and a screen with several masked
 * fields appears without building their masks first (issue 31: the next form ready sooner).
 */
export function MaskedInput({ mask, value, onValueChange, onFocus, ...rest }: MaskedInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const maskRef = useRef<InputMask<FactoryOpts> | null>(null);
  // What the form holds and tells: read by the mask's listener, which outlives a render.
  const latest = useRef({ value, onValueChange });
  useLayoutEffect(() => {
    latest.current = { value, onValueChange };
  });

  // The mask's value, told to the form when it differs from what the form holds.
  const tell = (masked: InputMask<FactoryOpts>) => {
    const form = latest.current;
    if (masked.unmaskedValue !== form.value) form.onValueChange(masked.unmaskedValue);
  };

  const attach = (): InputMask<FactoryOpts> | null => {
    const el = ref.current;
    if (maskRef.current || !el) return maskRef.current;
    const masked = IMask(el, mask);
    masked.on('accept', () => tell(masked));
    maskRef.current = masked;
    return masked;
  };

  // Into the mask at once, in the commit: a key pressed before a later render would land in an
  // empty field and replace the value (the login form taking over what was typed into its
  // preview, ui/preview.ts).
  useEffect(() => {
    const masked = value === '' ? maskRef.current : attach();
    if (masked && masked.unmaskedValue !== value) masked.unmaskedValue = value;
  });

  // Options changed or the field left: the next mask is built afresh, when it is needed.
  useEffect(
    () => () => {
      maskRef.current?.destroy();
      maskRef.current = null;
    },
    [mask],
  );

  return (
    <input
      ref={ref}
      {...rest}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        attach();
        onFocus?.(event);
      }}
      onInput={() => {
        // Text that came without focus (autofill): the new mask reads and formats it.
        if (maskRef.current) return;
        const masked = attach();
        if (masked) tell(masked);
      }}
    />
  );
}
