import { keepPreviousData, useQuery, type QueryStatus } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { CountriesResponse } from '../../../../../contract';
import { useRegistrationQueries } from '../../runtime';
import { usePageLocale } from '../usePageLocale';

export interface Countries {
  options: { value: string; text: string }[];
  defaultId: number | null;
}

/** The country list as a `country` field shows it. */
export interface CountryList {
  /** The select's options and the server's default; undefined until the list is here. */
  countries: Countries | undefined;
  status: QueryStatus;
  /** Asks the server again (the retry after a failure). */
  reload: () => void;
}

// SPEC.md §3: a dropdown item {id, name} becomes {text, value as string}.
const asOptions = (answer: CountriesResponse): Countries => ({
  options: answer.countries.map(({ id, name }) => ({ value: String(id), text: name })),
  defaultId: answer.default_country_id,
});

/**
 * GET /rest/registration/countries in the page's language, for a form that has a country field
 * (`needed`); no other form asks for it. A list fetched ahead (next-screens.ts, the route's
 * loader) is there at the first render: the form does not change under the applicant's fingers
 * when it arrives. After a language switch the list shown stays until the other language's
 * names are here.
 */
export function useCountries(needed: boolean): CountryList {
  const queries = useRegistrationQueries();
  const { data, status, refetch } = useQuery({
    ...queries.countries(usePageLocale()),
    enabled: needed,
    select: asOptions,
    placeholderData: keepPreviousData,
  });
  const reload = useCallback(() => void refetch(), [refetch]);
  return useMemo(() => ({ countries: data, status, reload }), [data, status, reload]);
}
