import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Button } from './Button';
import styles from './CopyLink.module.css';

type Status = 'idle' | 'copied' | 'failed';

/**
 * The address to paste into another browser or open on another device, with a button that
 * copies it; the live region under it says whether that worked.
 */
export function CopyLink({ url }: { url: string }) {
  const { t } = useLingui();
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
        <Trans>Скопировать ссылку</Trans>
      </Button>
      <p className={styles.status} role="status">
        {status === 'copied' ? t`Ссылка скопирована.` : null}
        {status === 'failed'
          ? t`Не удалось скопировать — выделите адрес выше и скопируйте его вручную.`
          : null}
      </p>
    </div>
  );
}
