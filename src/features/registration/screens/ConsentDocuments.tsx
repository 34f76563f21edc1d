import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useRegistrationQueries } from '../runtime';
import styles from './Screen.module.css';
import { useLoad, type Loaded } from './useLoad';

export interface ConsentDocument {
  id: number;
  name: string;
  url: string;
}

/** GET /rest/documents/list/registration as the login route's loader had it. */
export type FetchedDocuments = ConsentDocument[] | 'failed';

/**
 * The consent documents, with a way to try again after a failure. `loaded` is what the login
 * route's loader fetched (loader.ts), the screen's first value; without it the screen asks.
 */
export function useConsentDocuments(loaded?: FetchedDocuments | null): {
  documents: Loaded<ConsentDocument[]>;
  reload: () => void;
} {
  const queries = useRegistrationQueries();
  const [first] = useState(() => loaded ?? null);
  const { data, reload } = useLoad(queries.documents, first);
  return { documents: data, reload };
}

/** The document's page in the reader's language (the server may have named it already). */
function localized(url: string, locale: string): string {
  if (locale !== 'kk' || /[?&]lang=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=kk`;
}

/** The consents the SMS code signs: each one readable before the applicant agrees. */
export function ConsentDocuments({ documents, reload }: ReturnType<typeof useConsentDocuments>) {
  const { i18n } = useLingui();
  if (documents === null) {
    return (
      <p className={styles.muted} role="status">
        <Trans>Загружаем документы…</Trans>
      </p>
    );
  }
  if (documents === 'failed') {
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
