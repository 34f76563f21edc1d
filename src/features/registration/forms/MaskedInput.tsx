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
  const { ref, maskRef, setUnmaskedValue } = useIMask<HTMLInputElement>(mask, {
    onAccept: (_value, masked) => {
      if (masked.unmaskedValue !== value) onValueChange(masked.unmaskedValue);
    },
  });
  useEffect(() => {
    if (maskRef.current && maskRef.current.unmaskedValue !== value) setUnmaskedValue(value);
  }, [maskRef, setUnmaskedValue, value]);
  return <input ref={ref} {...rest} />;
}
