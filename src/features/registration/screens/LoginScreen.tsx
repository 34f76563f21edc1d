import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import {
  documentsSignPayloadSchema,
  required,
  smsCodeSchema,
  type FailureKind,
} from '../../../../contract';
import {
  canResendCode,
  isCheckingCode,
  isSendingCode,
  loginStep,
} from '../../../../machines/session';
import { Button } from '../../../ui/Button';
import {
  CheckboxField,
  digitsMask,
  ErrorSummary,
  formatPhone,
  formFields,
  formStyles,
  normalizeOtp,
  phoneMaskOptions,
  TextField,
  toPhoneValue,
  useFormCheck,
  type SummaryError,
} from '../forms';
import { typedInPreview } from '../../../ui/preview';
import { useReportRefusedFields, useSessionSelector, useSessionSend } from '../runtime';
import { ConsentDocuments, useConsentDocuments } from './ConsentDocuments';
import { RequestFailure } from './failure-words';
import { ScreenHeading } from './ScreenHeading';
import styles from './Screen.module.css';
import { StepFrame } from './StepFrame';
import { useWhenReady } from './useWhenReady';

const CODE_MASK = digitsMask(4);

/**
 * The two requests of the login are one call's (POST /rest/documents/sign), checked with its
 * schema, the contract's rules and words (SPEC.md §5): first the phone and the documents the
 * consent agrees to (ticked, every one listed; not ticked, none, which the schema refuses);
 * then the SMS code. The fields are named by the payload's keys, their ids camelCase (bind.ts).
 */
const PHONE_REQUEST = v.pick(documentsSignPayloadSchema, ['phone', 'document_template_ids']);
const PHONE_ONLY = v.pick(documentsSignPayloadSchema, ['phone']);
const CODE_REQUEST = v.object({ sms_code: smsCodeSchema }, required);
const PHONE_FIELDS = ['phone', 'documentTemplateIds'] as const;
const CODE_FIELDS = ['smsCode'] as const;

type PhoneValues = { phone?: string; document_template_ids?: number[] };

/**
 * SPEC.md §2 /login: phone, consent documents, SMS code. The session machine does the rest.
 * The consent documents are the runtime's read, which the route's loader has awaited;
 * `phoneHint`: the validated ?phone= of a link from the computer's QR code (issue 33), only
 * ever put into the phone field.
 */
export function LoginScreen({ phoneHint }: { phoneHint?: number | undefined }) {
  const phase = useSessionSelector(loginStep);
  const notice = useSessionSelector((snapshot) => snapshot.context.notice);
  const screen = (
    <LoginFrame notice={notice === 'sessionExpired' && phase !== 'done'}>
      {phase === 'phone' ? <PhoneStep phoneHint={phoneHint} /> : null}
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
  return phase === 'done' ? <StepFrame booting={screen}>{screen}</StepFrame> : screen;
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
        phone={{ value: '', onChange: () => {}, error: undefined }}
        form={{ summary: [], focusKey: '' }}
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

function PhoneStep({ phoneHint }: { phoneHint: number | undefined }) {
  const { t } = useLingui();
  const send = useSessionSend();
  const savedPhone = useSessionSelector((snapshot) => snapshot.context.phone);
  const serverErrors = useSessionSelector((snapshot) => snapshot.context.fieldErrors);
  const requestError = useSessionSelector((snapshot) => snapshot.context.error);
  const requesting = useSessionSelector(isSendingCode);
  const consent = useConsentDocuments();
  // What was typed into /login's preview before the app came wins over the link's hint, and
  // that over the number saved before.
  const [phone, setPhone] = useState(() =>
    toPhoneValue(
      typedInPreview('phone') ||
        (phoneHint === undefined ? '' : String(phoneHint)) ||
        savedPhone ||
        '',
    ),
  );
  const [agreed, setAgreed] = useState(false);
  const form = useFormCheck(serverErrors, PHONE_FIELDS, useReportRefusedFields());
  const { field, text } = formFields<PhoneValues>({ phone }, form.errors, (values) =>
    setPhone(values.phone ?? ''),
  );
  const listed = consent.documents?.map((document) => document.id) ?? null;
  const checkRequest = (documentIds: number[]) =>
    form.check(PHONE_REQUEST, { phone, document_template_ids: documentIds });

  // The code signs the consent documents: pressed while they load (or after they failed: they
  // load again), the request waits for them, and is checked whole once they are listed.
  const requestCode = useWhenReady(
    consent.status,
    () => {
      const payload = checkRequest(agreed ? (listed ?? []) : []);
      if (!payload) return;
      const { phone: number, document_template_ids: documentIds } = payload;
      send({ type: 'phone.submit', phone: number, documentIds });
    },
    consent.reload,
  );
  const busy = requesting || requestCode.waiting;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Before the list is here, what can be checked is checked now (the phone; a consent not
    // given), the documents once they are listed.
    const early = listed === null;
    if (!early || (agreed ? form.check(PHONE_ONLY, { phone }) : checkRequest([])))
      requestCode.run();
  };

  return (
    <PhoneStepView
      phone={text('phone')}
      form={form}
      requestError={requestError}
      busy={busy}
      onSubmit={submit}
      consent={
        <>
          <ConsentDocuments {...consent} />
          <CheckboxField
            {...field('document_template_ids')}
            label={t`Я прочитал(а) документы и согласен(на) подписать их кодом из SMS`}
            checked={agreed}
            onChange={setAgreed}
          />
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
  /** The phone field's value, change and error (formFields' `text`). */
  phone: { value: string; onChange: (value: string) => void; error: string | undefined };
  /** The step's error summary and its focus token (useFormCheck). */
  form: { summary: readonly SummaryError[]; focusKey: unknown };
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
  form,
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
      <ErrorSummary errors={form.summary} focusKey={form.focusKey} />
      <RequestFailure error={requestError} />
      <form className={formStyles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
        <TextField
          {...phone}
          id="phone"
          label={t`Номер мобильного телефона`}
          hint={t`Например, +7 (701) 123-45-67`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          mask={phoneMaskOptions}
          placeholder="+7 (___) ___-__-__"
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
  const form = useFormCheck(serverErrors, CODE_FIELDS, useReportRefusedFields());
  const { text } = formFields({ sms_code: code }, form.errors, (values) =>
    setCode(values.sms_code),
  );
  // A refused code may name the phone too (the same call's): here the code is what to fix.
  const summary = form.errors.smsCode
    ? form.summary.filter(({ id }) => id !== 'phone')
    : form.summary;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const number = formatPhone(phone);
  const wait = formatSeconds(secondsLeft);

  // The phone form is gone: the code step's heading takes focus so the change is announced.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const payload = form.check(CODE_REQUEST, { sms_code: normalizeOtp(code) });
    if (payload) send({ type: 'code.submit', smsCode: payload.sms_code });
  };

  const resend = () => {
    setCode('');
    form.clear();
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
      <ErrorSummary errors={summary} focusKey={form.focusKey} />
      <RequestFailure error={requestError} />
      <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={checking}>
        <TextField
          {...text('sms_code')}
          label={t`Код из SMS`}
          hint={t`4 цифры`}
          mask={CODE_MASK}
          inputMode="numeric"
          autoComplete="one-time-code"
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
