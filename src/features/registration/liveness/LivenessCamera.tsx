import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { afterNextPaint } from '../../../platform/after-next-paint';
import { Button } from '../../../ui/Button';
import type { CameraBridge } from './camera-bridge';
import { HINT_MESSAGES } from './hints';
import styles from './LivenessCamera.module.css';

interface LivenessCameraProps {
  /** Where the machine's liveness actor finds the frame and reports hints. */
  camera: CameraBridge;
  /** The applicant stops the check. */
  onStop(): void;
}

/**
 * The camera part of the photo screen, shown while the registration machine runs the liveness
 * session: it lends the provider the frame to draw the preview, oval and ring into, announces
 * each hint in a live region (the provider's own hint line is hidden from screen readers), and
 * offers to stop.
 */
export function LivenessCamera({ camera, onStop }: LivenessCameraProps) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const { hint, settled } = useSyncExternalStore(camera.subscribe, camera.view);
  const frame = useCallback((element: HTMLDivElement | null) => camera.attach(element), [camera]);

  // The heading takes the focus once the tap's frame is painted: focused in the tap's handler,
  // it forced the new section's layout there (20 ms at 4×), in front of that frame.
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => mounted && heading.current?.focus());
    return () => {
      mounted = false;
    };
  }, []);

  return (
    <section className={styles.camera} aria-labelledby="liveness-camera-heading">
      <h2 id="liveness-camera-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        <Trans>Смотрите в камеру</Trans>
      </h2>
      <p role="status" className={styles.visuallyHidden}>
        {hint ? i18n._(HINT_MESSAGES[hint]) : null}
      </p>
      <div ref={frame} className={styles.frame} aria-hidden="true" data-testid="liveness-frame" />
      <p className={styles.note}>
        <Trans>Видео не записывается: для проверки мы сохраняем один снимок лица.</Trans>
      </p>
      <Button variant="outline" disabled={settled} onClick={onStop}>
        <Trans>Остановить проверку</Trans>
      </Button>
    </section>
  );
}
