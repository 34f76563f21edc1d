import type { ComponentProps } from 'react';
import { Terms } from '../../ui/Terms';
import styles from './Figures.module.css';

/** What a calculator computed: term and value on a line, on a tinted panel, digits aligned. */
export function Figures({ className, ...props }: ComponentProps<typeof Terms>) {
  return (
    <Terms inline className={[styles.figures, className].filter(Boolean).join(' ')} {...props} />
  );
}
