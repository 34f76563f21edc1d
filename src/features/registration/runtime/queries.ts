import type { ApiClient } from '../../../api/client';
import {
  ENDPOINTS,
  type ClientInfoResponse,
  type CountriesResponse,
  type DocumentsListResponse,
} from '../../../../contract';

/** The read-only calls the login and registration screens make themselves. */
export interface RegistrationQueries {
  /** GET /rest/documents/list/registration: the consents signed with the SMS code. */
  documents(): Promise<DocumentsListResponse['documents']>;
  /** GET /rest/registration/countries */
  countries(): Promise<CountriesResponse>;
  /** GET /rest/client/info */
  clientInfo(): Promise<ClientInfoResponse>;
}

export function createQueries(api: ApiClient): RegistrationQueries {
  return {
    documents: async () =>
      (await api.call(ENDPOINTS.documentsList, undefined, { params: { id: 'registration' } }))
        .documents,
    countries: () => api.call(ENDPOINTS.countries),
    clientInfo: () => api.call(ENDPOINTS.clientInfo),
  };
}
