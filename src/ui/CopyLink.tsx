import { useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import styles from './CopyLink.module.css';

type Status = 'idle' | 'copied' | 'failed';

/** The words of a CopyLink, in the page's language: each place says them its own way. */
export interface CopyLinkWords {
  /** The button. */
  copy: ReactNode;
  /** Said once the address is on the clipboard. */
  copied: string;
  /** Said when the browser refuses the clipboard: the address is selected for a manual copy. */
  failed: string;
}

/**
 * The address to paste into another browser or open on another device, with a button that
 * copies it; the live region under it says whether that worked.
 */
export function CopyLink({ url, words }: { url: string; words: CopyLinkWords }) {
  const [status, setStatus] = useState<Status>('idle');
  const address = useRef<HTMLParagraphElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      // Older and in-app browsers may refuse the clipboard: the address is selected, ready for
      // the keyboard's or the menu's own copy.
      const selection = window.getSelection();
      if (selection && address.current) selection.selectAllChildren(address.current);
      setStatus('failed');
    }
  }

  return (
    <div className={styles.copy}>
      <p className={styles.url} ref={address}>
        {url}
      </p>
      <Button variant="secondary" onClick={copy}>
        {words.copy}
      </Button>
      <p className={styles.status} role="status">
        {status === 'copied' ? words.copied : null}
        {status === 'failed' ? words.failed : null}
      </p>
    </div>
  );
}
