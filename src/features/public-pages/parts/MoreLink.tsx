import type { ComponentProps } from 'react';
import { LocaleLink } from '../../../ui/LocaleLink';
import styles from './MoreLink.module.css';

/** A link that stands on its own line ("read more", "back home"): a full-size touch target. */
export function MoreLink(props: ComponentProps<typeof LocaleLink>) {
  return <LocaleLink {...props} className={styles.more} />;
}
