import type { FactoryOpts } from 'imask';
import { useEffect, type InputHTMLAttributes } from 'react';
import { useIMask } from 'react-imask';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange'
>;

interface MaskedInputProps extends NativeProps {
  /** imask options; pass a module constant, a new object re-creates the mask. */
  mask: FactoryOpts;
  /** The unmasked value (what the form keeps). */
  value: string;
  onValueChange: (unmasked: string) => void;
}

/** An input under an imask mask, controlled by its unmasked value. */
export function MaskedInput({ mask, value, onValueChange, ...rest }: MaskedInputProps) {
  const { ref, maskRef } = useIMask<HTMLInputElement>(mask, {
    onAccept: (_value, masked) => {
      if (masked.unmaskedValue !== value) onValueChange(masked.unmaskedValue);
    },
  });
  // Into the mask at once, not through the hook's state (a render later): a key pressed in
  // between would land in an empty field and replace the value (the login form taking over
  // what was typed into its preview, ui/preview.ts).
  useEffect(() => {
    const masked = maskRef.current;
    if (masked && masked.unmaskedValue !== value) masked.unmaskedValue = value;
  }, [maskRef, value]);
  return <input ref={ref} {...rest} />;
}
