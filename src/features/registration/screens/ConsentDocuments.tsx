import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/Button';
import { useRegistrationQueries } from '../runtime';
import {
  forgetPrefetchedConsentDocuments,
  prefetchedConsentDocuments,
  type PrefetchedDocuments,
} from './consent-prefetch';
import styles from './Screen.module.css';
import { useLoad, type Loaded } from './useLoad';

export interface ConsentDocument {
  id: number;
  name: string;
  url: string;
}

/**
 * GET /rest/documents/list/registration, with a way to try again after a failure. The login
 * route's loader has usually asked already (consent-prefetch.ts): the first render has them.
 */
export function useConsentDocuments(): {
  documents: Loaded<ConsentDocument[]>;
  reload: () => void;
} {
  const queries = useRegistrationQueries();
  const [prefetched] = useState(() => prefetchedConsentDocuments(queries));
  useEffect(() => forgetPrefetchedConsentDocuments(queries), [queries]);
  const [load] = useState(() => loadAfter(prefetched, queries.documents));
  const { data, reload } = useLoad(load, prefetched instanceof Promise ? null : prefetched);
  return { documents: data, reload };
}

/** The documents: the loader's request first and while it is on its way, then a new one (a reload). */
function loadAfter(
  prefetched: PrefetchedDocuments | null,
  fetch: () => Promise<ConsentDocument[]>,
): () => Promise<ConsentDocument[]> {
  if (!(prefetched instanceof Promise)) return fetch;
  let settled = false;
  const answer = prefetched.then((documents) => {
    settled = true;
    return documents === 'failed' ? Promise.reject(new Error('consent documents')) : documents;
  });
  let used = false;
  return () => {
    if (used && settled) return fetch();
    used = true;
    return answer;
  };
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
