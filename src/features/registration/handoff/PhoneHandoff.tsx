import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/Button';
import { CopyLink } from '../../../ui/CopyLink';
import { useLocale } from '../../../ui/locale';
import { formatPhone } from '../forms';
import { useSessionSelector } from '../runtime';
import frame from '../screens/Screen.module.css';
import styles from './PhoneHandoff.module.css';
import { handoffLink } from './handoff-link';
import { QrCode } from './QrCode';

type PhoneHandoffProps =
  | {
      /**
       * The applicant opened the offer from the tips: its heading takes the focus the button
       * they pressed had (on a computer's first screen the page's heading has it).
       */
      focus: boolean;
      /** "Take the selfie on this device after all": back to the tips. */
      onClose: () => void;
    }
  /**
   * Under a camera error's advice, which has the focus and its own retry: nothing here speaks
   * over it (the wait is said in plain text, not in a live region), and no second way back.
   */
  | { besideAdvice: true };

/**
 * «Продолжить на телефоне» (issue 33): the selfie taken on a phone. The QR code and the link
 * under it are this site's /login in the page's language with the applicant's phone as a
 * hint; on the phone they log in with the SMS code and the server's step puts them on the photo.
 * This page says it waits and moves on by itself: the registration machine polls the server's
 * step besides listening to realtime while the offer is open.
 */
export function PhoneHandoff(props: PhoneHandoffProps) {
  const focus = 'focus' in props && props.focus;
  const onClose = 'onClose' in props ? props.onClose : null;
  const { t } = useLingui();
  const locale = useLocale();
  const phone = useSessionSelector((snapshot) => snapshot.context.phone);
  const heading = useRef<HTMLHeadingElement>(null);
  const link = handoffLink(window.location.origin, locale, phone);
  const number = phone ? formatPhone(phone) : null;

  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);

  return (
    <section className={styles.offer} aria-labelledby="handoff-heading">
      <h2 id="handoff-heading" ref={heading} tabIndex={-1}>
        <Trans>Продолжить на телефоне</Trans>
      </h2>
      <ol className={styles.next}>
        <li>
          <Trans>Наведите камеру телефона на QR-код или откройте на телефоне ссылку под ним.</Trans>
        </li>
        <li>
          {number ? (
            <Trans>
              Войдите по номеру {number}: мы пришлём код в SMS. Анкета откроется на шаге селфи.
            </Trans>
          ) : (
            <Trans>
              Войдите по своему номеру телефона: мы пришлём код в SMS. Анкета откроется на шаге
              селфи.
            </Trans>
          )}
        </li>
        <li>
          <Trans>Сделайте селфи на телефоне. Эта страница сама перейдёт к следующему шагу.</Trans>
        </li>
      </ol>
      <QrCode text={link} label={t`QR-код: ссылка для входа с телефона`} className={styles.qr} />
      <p className={frame.muted}>
        <Trans>Не получается отсканировать? Откройте эту ссылку на телефоне:</Trans>
      </p>
      <CopyLink
        url={link}
        words={{
          copy: <Trans>Скопировать ссылку</Trans>,
          copied: t`Ссылка скопирована: отправьте её себе на телефон, например в мессенджере.`,
          failed: t`Не удалось скопировать: выделите ссылку выше и скопируйте её вручную.`,
        }}
      />
      <div className={frame.progress} role={onClose ? 'status' : undefined}>
        <span className={frame.spinner} aria-hidden="true" />
        <p className={frame.muted}>
          <Trans>Ждём селфи с телефона…</Trans>
        </p>
      </div>
      {onClose ? (
        <div className={styles.here}>
          <p className={frame.muted}>
            <Trans>
              Телефона нет под рукой? Сделайте селфи на этом устройстве, если у него есть камера.
            </Trans>
          </p>
          <Button variant="outline" block onClick={onClose}>
            <Trans>Сделать селфи на этом устройстве</Trans>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
