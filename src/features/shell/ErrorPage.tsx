import { useLingui } from '@lingui/react/macro';
import { localizePath } from '../../platform/locale';
import { Button, buttonClass } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { useLocale } from '../../ui/locale';
import { PageHeading } from '../../ui/PageHeading';
import styles from './ErrorPage.module.css';
import { Footer } from './Footer';
import { Header } from './Header';

export type ErrorKind = 'technical-works' | 'internal' | 'not-found';

/**
 * SPEC §2 chooses the page by statusCode: 503 technical works, 500 or no code an internal error,
 * any other code page not found. SPEC §8 adds that any 5xx answer from the API is the fatal 500
 * page, so a 502 or 504 is an internal error too, never "page not found". A 503 keeps the
 * technical-works page (§2 names it, and SANDBOX.md's 0503 scenario expects it): it is the one
 * 5xx that says the server is down on purpose, and telling the applicant so is more useful.
 */
export function errorKind(statusCode: number | undefined): ErrorKind {
  if (statusCode === 503) return 'technical-works';
  if (statusCode === undefined || (statusCode >= 500 && statusCode <= 599)) return 'internal';
  return 'not-found';
}

const IMAGES: Record<ErrorKind, string> = {
  'technical-works': '/images/error-503.svg',
  internal: '/images/error-500.svg',
  'not-found': '/images/error-404.svg',
};

interface ErrorPageProps {
  statusCode?: number | undefined;
  /** Starts over where the error happened (issue 13); absent on a page that is simply missing. */
  onRetry?: (() => void) | undefined;
}

export function ErrorPage({ statusCode, onRetry }: ErrorPageProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const kind = errorKind(statusCode);
  const texts: Record<ErrorKind, { title: string; text: string }> = {
    'technical-works': {
      title: t`На сайте ведутся технические работы`,
      text: t`Приносим извинения за доставленные неудобства.`,
    },
    internal: {
      title: t`500. Внутренняя ошибка сервера`,
      text: t`Попробуйте обновить страницу или зайдите позже.`,
    },
    'not-found': {
      title: t`404. Страница не найдена`,
      text: t`Возможно, страница была перемещена или удалена, либо в адресе допущена ошибка.`,
    },
  };
  const { title, text } = texts[kind];

  return (
    <div className={styles.page} data-error-kind={kind}>
      <Header />
      <main id="main" className={styles.main}>
        <Container className={styles.content}>
          <img
            className={styles.image}
            src={IMAGES[kind]}
            width={200}
            height={200}
            alt={t`Ошибка`}
          />
          <PageHeading>{title}</PageHeading>
          <p className={styles.text}>{text}</p>
          <div className={styles.actions}>
            {onRetry ? (
              <Button variant="primary" onClick={onRetry}>
                {t`Попробовать ещё раз`}
              </Button>
            ) : null}
            {/* A full page load: after a fatal error the app starts clean. */}
            <a className={buttonClass('secondary')} href={localizePath('/', locale)}>
              {t`Перейти на главную`}
            </a>
          </div>
        </Container>
      </main>
      <Footer />
    </div>
  );
}
