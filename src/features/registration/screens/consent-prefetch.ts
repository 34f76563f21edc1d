import type { RegistrationQueries } from '../runtime';
import type { ConsentDocument } from './ConsentDocuments';

export type FetchedDocuments = ConsentDocument[] | 'failed';

/** The loader's request: its answer, or the request itself while it is on its way. */
export type PrefetchedDocuments = FetchedDocuments | Promise<FetchedDocuments>;

const prefetched = new WeakMap<RegistrationQueries, PrefetchedDocuments>();

/**
 * The consent documents, asked for before the login screen renders: its route's loader waits
 * for this a moment (loader.ts), so the screen's first render usually lists them and nothing
 * below the list moves when they arrive. A failure is kept too: the screen offers to try again.
 * A screen that renders before the answer takes the request over instead of asking again.
 */
export async function prefetchConsentDocuments(queries: RegistrationQueries): Promise<void> {
  const request = queries.documents().then(
    (list): FetchedDocuments => list,
    (): FetchedDocuments => 'failed',
  );
  prefetched.set(queries, request);
  const documents = await request;
  // Taken over by a screen meanwhile: its answer went there.
  if (prefetched.get(queries) === request) prefetched.set(queries, documents);
}

/** What the last prefetch brought, or its request still on its way, once: a later visit asks again. */
export function prefetchedConsentDocuments(
  queries: RegistrationQueries,
): PrefetchedDocuments | null {
  return prefetched.get(queries) ?? null;
}

export function forgetPrefetchedConsentDocuments(queries: RegistrationQueries): void {
  prefetched.delete(queries);
}
