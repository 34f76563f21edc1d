// The server reads the login and registration screens make themselves, declared once for TanStack
// Query next to their calls: the route loaders start or await them into the page's query cache
// (features/registration/loader.ts), the screens read them with useQuery. The cache is the
// runtime's, one per page, so it comes with the registration chunk and never on a public page.
import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client';
import type { Locale } from '../../../platform/locale';
import { ENDPOINTS, formDeclaration, type FormStep } from '../../../../contract';

/**
 * The page's query cache. An answer holds for the page's life (`staleTime: 'static'`: a list
 * fetched ahead is on screen at the first render and never replaced under the applicant's
 * fingers); only a retry button asks again. The API client has already repeated an idempotent
 * read (api/policy.ts), so a failure is shown as it is, with the screen's own retry; a failure
 * is not an answer: a screen that mounts after one asks again. Offline, a call fails like any
 * other (never a read paused until the connection returns).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 'static',
        gcTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
      },
    },
  });
}

/** The flows the runtime follows (flows.ts): whose reads are whose. */
interface Logins {
  /** The flow of the applicant logged in now (an idle one while logged out): its actor's id. */
  current(): { sessionId: string };
  /** Called when that flow is replaced: a login, a logout, an expired session. */
  subscribe(listener: () => void): () => void;
}

export function createQueries(api: ApiClient, logins: Logins) {
  const client = createQueryClient();
  /** GET /rest/registration/countries; the names come in the call's language. */
  const countries = (locale: Locale) =>
    queryOptions({
      queryKey: ['countries', locale] as const,
      queryFn: () => api.call(ENDPOINTS.countries, undefined, { locale }),
    });
  // Whom the cabinet greets is the login's: a read of another login is never shown, and forgotten
  // once its flow is replaced.
  logins.subscribe(() =>
    client.removeQueries({
      queryKey: ['client-info'],
      predicate: (query) => query.queryKey[1] !== logins.current().sessionId,
    }),
  );
  return {
    client,
    /** GET /rest/documents/list/registration: the consents signed with the SMS code, named in `locale`. */
    documents: (locale: Locale) =>
      queryOptions({
        queryKey: ['documents', locale] as const,
        queryFn: async () =>
          (
            await api.call(ENDPOINTS.documentsList, undefined, {
              params: { id: 'registration' },
              locale,
            })
          ).documents,
      }),
    countries,
    /** GET /rest/client/info of the applicant logged in now. */
    clientInfo: () =>
      queryOptions({
        queryKey: ['client-info', logins.current().sessionId] as const,
        queryFn: () => api.call(ENDPOINTS.clientInfo),
      }),
    /** The country list a form step's screen reads, when it has a country field (else null). */
    formCountries(step: FormStep, locale: Locale) {
      const fields = Object.values(formDeclaration(step).fields);
      return fields.some((field) => field.input === 'country') ? countries(locale) : null;
    },
  };
}

/** The runtime's server reads (runtime.queries) and its query cache. */
export type RegistrationQueries = ReturnType<typeof createQueries>;
