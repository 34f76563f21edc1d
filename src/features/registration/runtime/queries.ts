import type { ApiClient } from '../../../api/client';
import { rememberRead, type RememberedRead } from '../../../api/remembered';
import { i18n } from '../../../platform/i18n';
import {
  ENDPOINTS,
  formDeclaration,
  type ClientInfoResponse,
  type FormStep,
  type CountriesResponse,
  type DocumentsListResponse,
} from '../../../../contract';

/** The read-only calls the login and registration screens make themselves. */
export interface RegistrationQueries {
  /** GET /rest/documents/list/registration: the consents signed with the SMS code. */
  documents(): Promise<DocumentsListResponse['documents']>;
  /** GET /rest/registration/countries, once per language for the page (fetched ahead too). */
  countries: RememberedRead<CountriesResponse>;
  /** GET /rest/client/info */
  clientInfo(): Promise<ClientInfoResponse>;
  /** What a form step's screen reads besides its messages, asked for at once (not awaited). */
  prefetchForm(step: FormStep): void;
}

export function createQueries(api: ApiClient): RegistrationQueries {
  return {
    documents: async () =>
      (await api.call(ENDPOINTS.documentsList, undefined, { params: { id: 'registration' } }))
        .documents,
    // The names come in the language the call is made in (Accept-Language).
    countries: rememberRead(
      () => api.call(ENDPOINTS.countries),
      () => i18n.locale,
    ),
    clientInfo: () => api.call(ENDPOINTS.clientInfo),
    prefetchForm(step) {
      const fields = Object.values(formDeclaration(step).fields);
      if (!fields.some((field) => field.input === 'country')) return;
      this.countries().catch(() => {
        // The form asks again and shows the failure with its retry.
      });
    },
  };
}
