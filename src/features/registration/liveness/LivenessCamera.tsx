import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { LivenessOutput } from '../../../../machines/liveness';
import type { Locale } from '../../../platform/locale';
import { Button } from '../../../ui/Button';
import { HINT_MESSAGES } from './hints';
import type { LivenessHint, LivenessProvider } from './provider';
import { startLiveness, type LivenessRun } from './start-liveness';
import styles from './LivenessCamera.module.css';

/** How long the green or red ring stays before the next screen: long enough to be seen. */
export const OUTCOME_PAUSE_MS = 700;

interface LivenessCameraProps {
  provider: LivenessProvider;
  apiBase: string;
  token(): Promise<string>;
  lang: Locale;
  onOutcome(outcome: LivenessOutput): void;
}

/**
 * The camera part of the photo screen: the provider draws the preview, oval and ring into the
 * frame; this component announces each hint in a live region (the provider's own hint line is
 * hidden from screen readers), offers to stop, and reports the outcome.
 */
export function LivenessCamera({ provider, apiBase, token, lang, onOutcome }: LivenessCameraProps) {
  const { i18n } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const run = useRef<LivenessRun | null>(null);
  const report = useRef(onOutcome);
  const [hint, setHint] = useState<LivenessHint | null>(null);
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    report.current = onOutcome;
  }, [onOutcome]);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    const container = frame.current;
    if (!container) return;
    const current = startLiveness(provider, container, { apiBase, token, lang, onHint: setHint });
    run.current = current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void current.outcome.then((outcome) => {
      setSettled(true);
      timer = setTimeout(() => report.current(outcome), OUTCOME_PAUSE_MS);
    });
    return () => {
      clearTimeout(timer);
      current.stop();
      run.current = null;
    };
  }, [provider, apiBase, token, lang]);

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
      <Button variant="outline" disabled={settled} onClick={() => run.current?.cancel()}>
        <Trans>Остановить проверку</Trans>
      </Button>
    </section>
  );
}
