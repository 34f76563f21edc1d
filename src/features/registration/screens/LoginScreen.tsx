import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FailureKind, FieldErrors } from '../../../../contract';
import {
  canResendCode,
  isCheckingCode,
  isSendingCode,
  loginStep,
} from '../../../../machines/session';
import { Button } from '../../../ui/Button';
import {
  digitsMask,
  ErrorSummary,
  firstMessages,
  formatPhone,
  formStyles,
  isCompletePhone,
  normalizeOtp,
  phoneMaskOptions,
  summaryOf,
  TextField,
  toPhoneValue,
} from '../forms';
import { typedInPreview } from '../../../ui/preview';
import { useSessionSelector, useSessionSend } from '../runtime';
import { ConsentDocuments, useConsentDocuments, type FetchedDocuments } from './ConsentDocuments';
import { NoAnswerText } from './failure-words';
import { ScreenHeading } from './ScreenHeading';
import styles from './Screen.module.css';
import { StepFrame } from './StepFrame';
import { statusOf, useWhenReady } from './useLoad';

const CODE_MASK = digitsMask(4);

/**
 * SPEC.md §2 /login: phone, consent documents, SMS code. The session machine does the rest.
 * `documents`: what the route's loader fetched (the screen asks itself without it).
 */
export function LoginScreen({ documents }: { documents?: FetchedDocuments | null }) {
  const phase = useSessionSelector(loginStep);
  const notice = useSessionSelector((snapshot) => snapshot.context.notice);
  const screen = (
    <LoginFrame notice={notice === 'sessionExpired' && phase !== 'done'}>
      {phase === 'phone' ? <PhoneStep documents={documents} /> : null}
      {phase === 'code' ? <CodeStep /> : null}
      {phase === 'done' ? (
        <div className={styles.progress} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <p className={styles.muted}>
            <Trans>Вы вошли. Открываем анкету…</Trans>
          </p>
        </div>
      ) : null}
    </LoginFrame>
  );
  // Logged in, the flow asks the server for the step: a lost connection or a call with no answer
  // in time shows here with its retry, not as an endless spinner.
  return phase === 'done' ? <StepFrame>{screen}</StepFrame> : screen;
}

/**
 * What /login's HTML shows before the app runs (scripts/build/prerender.ts): the phone step as
 * far as it is the same for every visitor. The number typed into it is the app's first value
 * (ui/preview.ts). The consent documents come from the server: the app renders them and the rest
 * below, so nothing on screen moves when it does.
 */
export function LoginScreenPreview() {
  const { t } = useLingui();
  return (
    <LoginFrame notice={false}>
      <PhoneStepView
        phone=""
        onPhone={() => {}}
        errors={{}}
        focusKey=""
        requestError={null}
        busy={false}
        onSubmit={(event) => event.preventDefault()}
      />
      <noscript>
        <p className={styles.notice}>{t`Чтобы войти, включите JavaScript в браузере.`}</p>
      </noscript>
    </LoginFrame>
  );
}

function LoginFrame({ notice, children }: { notice: boolean; children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <ScreenHeading>
        <Trans>Вход и регистрация</Trans>
      </ScreenHeading>
      {/* Why the applicant is here when it was not their choice (an authentication failure). */}
      <div role="status">
        {notice ? (
          <p className={styles.notice}>
            <Trans>Сессия истекла, войдите снова</Trans>
          </p>
        ) : null}
      </div>
      {children}
    </div>
  );
}

function RequestFailure({ error }: { error: { kind: FailureKind } | null }) {
  if (!error) return null;
  return (
    <p className={styles.alert} role="alert">
      {error.kind === 'network' || error.kind === 'timeout' ? (
        <NoAnswerText kind={error.kind} />
      ) : (
        <Trans>Что-то пошло не так на нашей стороне. Попробуйте ещё раз через минуту.</Trans>
      )}
    </p>
  );
}

function PhoneStep({ documents }: { documents: FetchedDocuments | null | undefined }) {
  const { t } = useLingui();
  const send = useSessionSend();
  const savedPhone = useSessionSelector((snapshot) => snapshot.context.phone);
  const serverErrors = useSessionSelector((snapshot) => snapshot.context.fieldErrors);
  const requestError = useSessionSelector((snapshot) => snapshot.context.error);
  const requesting = useSessionSelector(isSendingCode);
  const consent = useConsentDocuments(documents);
  // What was typed into /login's preview before the app came wins over the number saved before.
  const [phone, setPhone] = useState(() =>
    toPhoneValue(typedInPreview('phone') || savedPhone || ''),
  );
  const [agreed, setAgreed] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);

  const errors = { ...firstMessages(serverErrors), ...firstMessages(clientErrors) };
  if (errors.documentTemplateIds) errors.consent = errors.documentTemplateIds;
  delete errors.documentTemplateIds;

  // The code signs the consent documents: pressed while they load (or after they failed: they
  // load again), the request waits for them.
  const requestCode = useWhenReady(
    statusOf(consent.documents),
    () => {
      const documents = consent.documents;
      if (!Array.isArray(documents)) return;
      send({ type: 'phone.submit', phone, documentIds: documents.map((document) => document.id) });
    },
    consent.reload,
  );
  const busy = requesting || requestCode.waiting;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors = {};
    if (!isCompletePhone(phone)) found.phone = [t`Введите номер полностью: 10 цифр после +7`];
    if (!agreed) found.consent = [t`Чтобы продолжить, подтвердите согласие с документами`];
    setClientErrors(found);
    setAttempt((count) => count + 1);
    if (Object.keys(found).length === 0) requestCode.run();
  };

  return (
    <PhoneStepView
      phone={phone}
      onPhone={setPhone}
      errors={errors}
      focusKey={`${attempt}:${JSON.stringify(serverErrors)}`}
      requestError={requestError}
      busy={busy}
      onSubmit={submit}
      consent={
        <>
          <ConsentDocuments {...consent} />
          <div className={[formStyles.field, errors.consent ? formStyles.invalid : ''].join(' ')}>
            {errors.consent ? (
              <p id="consent-error" className={formStyles.error}>
                <span className="visually-hidden">
                  <Trans>Ошибка:</Trans>
                </span>{' '}
                {errors.consent}
              </p>
            ) : null}
            <div className={formStyles.checkbox}>
              <input
                type="checkbox"
                id="consent"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                aria-describedby={errors.consent ? 'consent-error' : undefined}
                aria-invalid={errors.consent ? true : undefined}
                aria-required
              />
              <label htmlFor="consent">
                <Trans>Я прочитал(а) документы и согласен(на) подписать их кодом из SMS</Trans>
              </label>
            </div>
          </div>
        </>
      }
      actions={
        <>
          <Button type="submit" variant="primary" block aria-disabled={busy}>
            {requesting ? (
              <Trans>Отправляем SMS…</Trans>
            ) : requestCode.waiting ? (
              <Trans>Загружаем документы…</Trans>
            ) : (
              <Trans>Получить код</Trans>
            )}
          </Button>
          {/* In the page before it speaks: a live region added with its text is often not read. */}
          <p className={`${styles.muted} ${styles.status}`} role="status">
            {requestCode.waiting ? (
              <Trans>Отправим код, как только загрузятся документы для согласия.</Trans>
            ) : null}
          </p>
        </>
      }
    />
  );
}

interface PhoneStepViewProps {
  phone: string;
  onPhone: (phone: string) => void;
  errors: Record<string, string>;
  focusKey: string;
  requestError: { kind: FailureKind } | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  /** The documents and the consent checkbox, under the section's text (the live step only). */
  consent?: ReactNode;
  /** The submit button and its status (the live step only). */
  actions?: ReactNode;
}

/** The phone step's markup, shared by the live step and the preview in /login's HTML. */
function PhoneStepView({
  phone,
  onPhone,
  errors,
  focusKey,
  requestError,
  busy,
  onSubmit,
  consent,
  actions,
}: PhoneStepViewProps) {
  const { t } = useLingui();
  return (
    <>
      <p className={styles.lead}>
        <Trans>Введите номер мобильного телефона — пришлём SMS с кодом для входа.</Trans>
      </p>
      <ErrorSummary errors={summaryOf(errors, ['phone', 'consent'])} focusKey={focusKey} />
      <RequestFailure error={requestError} />
      <form className={formStyles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
        <TextField
          id="phone"
          label={t`Номер мобильного телефона`}
          hint={t`Например, +7 (701) 123-45-67`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          mask={phoneMaskOptions}
          placeholder="+7 (___) ___-__-__"
          value={phone}
          error={errors.phone}
          onChange={onPhone}
        />
        <section className={styles.section} aria-labelledby="consent-title">
          <h2 id="consent-title">
            <Trans>Документы</Trans>
          </h2>
          <p className={styles.muted}>
            <Trans>
              Код из SMS будет вашей подписью под этими документами. Прочитайте их перед тем, как
              продолжить.
            </Trans>
          </p>
          {consent}
        </section>
        {actions}
      </form>
    </>
  );
}

function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

function CodeStep() {
  const { t } = useLingui();
  const send = useSessionSend();
  const phone = useSessionSelector((snapshot) => snapshot.context.phone ?? '');
  const secondsLeft = useSessionSelector((snapshot) => snapshot.context.secondsLeft);
  const canResend = useSessionSelector(canResendCode);
  const checking = useSessionSelector(isCheckingCode);
  const resending = useSessionSelector(isSendingCode);
  const serverErrors = useSessionSelector((snapshot) => snapshot.context.fieldErrors);
  const requestError = useSessionSelector((snapshot) => snapshot.context.error);
  const [code, setCode] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const number = formatPhone(phone);
  const wait = formatSeconds(secondsLeft);

  // The phone form is gone: the code step's heading takes focus so the change is announced.
  useEffect(() => headingRef.current?.focus(), []);

  const errors = { ...firstMessages(serverErrors), ...firstMessages(clientErrors) };
  if (errors.smsCode) delete errors.phone;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const smsCode = normalizeOtp(code);
    const found: FieldErrors = {};
    if (smsCode.length !== 4) found.smsCode = [t`Введите 4 цифры из SMS`];
    setClientErrors(found);
    setAttempt((count) => count + 1);
    if (Object.keys(found).length === 0) send({ type: 'code.submit', smsCode });
  };

  const resend = () => {
    setCode('');
    setClientErrors({});
    // The button goes while the code is sent: focus waits in the field the new code goes in,
    // not on the page's body.
    document.getElementById('smsCode')?.focus();
    send({ type: 'code.resend' });
  };

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Код из SMS</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>Мы отправили SMS с кодом на номер {number}.</Trans>
      </p>
      <ErrorSummary
        errors={summaryOf(errors, ['smsCode'])}
        focusKey={`${attempt}:${JSON.stringify(serverErrors)}`}
      />
      <RequestFailure error={requestError} />
      <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={checking}>
        <TextField
          id="smsCode"
          label={t`Код из SMS`}
          hint={t`4 цифры`}
          mask={CODE_MASK}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={errors.smsCode}
          onChange={setCode}
        />
        <Button type="submit" variant="primary" block aria-disabled={checking}>
          {checking ? <Trans>Проверяем код…</Trans> : <Trans>Подтвердить и войти</Trans>}
        </Button>
      </form>
      {/* In the page before it speaks: a live region added with its text is often not read. */}
      <p className={`${styles.muted} ${styles.status}`} role="status">
        {resending ? <Trans>Отправляем новый код…</Trans> : null}
      </p>
      {resending ? null : canResend ? (
        <Button variant="outline" block onClick={resend}>
          <Trans>Отправить код ещё раз</Trans>
        </Button>
      ) : (
        <p className={styles.muted}>
          <Trans>Отправить код ещё раз можно через {wait}</Trans>
        </p>
      )}
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => send({ type: 'phone.change' })}
      >
        <Trans>Изменить номер телефона</Trans>
      </button>
    </>
  );
}
