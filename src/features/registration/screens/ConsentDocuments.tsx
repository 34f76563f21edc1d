import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import { useRegistrationQueries } from '../runtime';
import styles from './Screen.module.css';
import { useLoad, type Loaded } from './useLoad';

export interface ConsentDocument {
  id: number;
  name: string;
  url: string;
}

/** GET /rest/documents/list/registration, with a way to try again after a failure. */
export function useConsentDocuments(): {
  documents: Loaded<ConsentDocument[]>;
  reload: () => void;
} {
  const { data, reload } = useLoad(useRegistrationQueries().documents);
  return { documents: data, reload };
}

/** The document's page in the reader's language. */
function localized(url: string, locale: string): string {
  if (locale !== 'kk') return url;
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
    <ul className={styles.links} aria-labelledby="consent-title">
      {documents.map((document) => (
        <li key={document.id}>
          <a href={localized(document.url, i18n.locale)} target="_blank" rel="noopener noreferrer">
            {document.name}
            <span className="visually-hidden">
              {' '}
              <Trans>(откроется в новой вкладке)</Trans>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
