import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import styles from './CopyLink.module.css';

type Status = 'idle' | 'copied' | 'failed';

/** The address to paste into another browser, with a button that copies it. */
export function CopyLink({ url }: { url: string }) {
  const { t } = useLingui();
  const [status, setStatus] = useState<Status>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      // Older and in-app browsers may refuse the clipboard: the address stays on screen to copy.
      setStatus('failed');
    }
  }

  return (
    <div className={styles.copy}>
      <p className={styles.url}>{url}</p>
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
