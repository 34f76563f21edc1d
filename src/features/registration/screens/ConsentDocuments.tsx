import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, type QueryStatus } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Button } from '../../../ui/Button';
import { useRegistrationQueries } from '../runtime';
import styles from './Screen.module.css';
import { usePageLocale } from './usePageLocale';

export interface ConsentDocument {
  id: number;
  name: string;
  url: string;
}

/**
 * The consent documents in the page's language, with a way to try again after a failure. The
 * login route's loader has awaited them (loader.ts): the screen's first render lists them, or
 * shows that failure with its retry (not asked again by itself); without the loader the screen
 * asks. After a language switch the list shown stays until the other language's names are here
 * (the root route activates the language before the login route's loader has them): nothing
 * above the consent checkbox moves.
 */
export function useConsentDocuments(): {
  documents: ConsentDocument[] | undefined;
  status: QueryStatus;
  reload: () => void;
} {
  const queries = useRegistrationQueries();
  const { data, status, refetch } = useQuery({
    ...queries.documents(usePageLocale()),
    retryOnMount: false,
    placeholderData: keepPreviousData,
  });
  const reload = useCallback(() => void refetch(), [refetch]);
  return { documents: data, status, reload };
}

/** The document's page in the reader's language (the server may have named it already). */
function localized(url: string, locale: string): string {
  if (locale !== 'kk' || /[?&]lang=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=kk`;
}

/** The consents the SMS code signs: each one readable before the applicant agrees. */
export function ConsentDocuments({
  documents,
  status,
  reload,
}: ReturnType<typeof useConsentDocuments>) {
  const { i18n } = useLingui();
  if (status === 'error') {
    return (
      <div className={styles.alert} role="alert">
        <p>
          <Trans>Не удалось загрузить документы для согласия.</Trans>
        </p>
        <Button variant="outline" onClick={reload}>
          <Trans>Загрузить ещё раз</Trans>
        </Button>
      </div>
    );
  }
  if (!documents) {
    return (
      <p className={styles.muted} role="status">
        <Trans>Загружаем документы…</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.links}>
      {documents.map((document) => (
        <li key={document.id}>
          <a href={localized(document.url, i18n.locale)} target="_blank" rel="noopener noreferrer">
            {document.name}{' '}
            <span className="visually-hidden">
              <Trans>(откроется в новой вкладке)</Trans>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
