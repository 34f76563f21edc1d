import type { RegistrationQueries } from '../runtime';
import type { ConsentDocument } from './ConsentDocuments';

export type FetchedDocuments = ConsentDocument[] | 'failed';

const prefetched = new WeakMap<RegistrationQueries, FetchedDocuments>();

/**
 * The consent documents, asked for before the login screen renders: its route's loader awaits
 * this, so the screen's first render lists them and nothing below the list moves when they
 * arrive (a layout shift on every visit otherwise). A failure is kept too: the screen offers
 * to try again.
 */
export async function prefetchConsentDocuments(queries: RegistrationQueries): Promise<void> {
  const documents = await queries.documents().then(
    (list): FetchedDocuments => list,
    (): FetchedDocuments => 'failed',
  );
  prefetched.set(queries, documents);
}

/** What the last prefetch brought, once: a later visit asks again. */
export function prefetchedConsentDocuments(queries: RegistrationQueries): FetchedDocuments | null {
  return prefetched.get(queries) ?? null;
}

export function forgetPrefetchedConsentDocuments(queries: RegistrationQueries): void {
  prefetched.delete(queries);
}
