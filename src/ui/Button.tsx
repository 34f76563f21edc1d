import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './Button.module.css';

/** `quiet`: a text-like action in a tight place (the header), still a 44 px target. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'quiet';

export function buttonClass(variant: ButtonVariant = 'primary', block = false): string {
  return [styles.button, styles[variant], block ? styles.block : ''].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  block?: boolean;
}

export function Button({ variant, block, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass(variant, block), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
