import { useMemo, useState } from 'react';
import { useRegistrationQueries } from '../../runtime';
import { useLoad, type Loaded } from '../useLoad';

export interface Countries {
  options: { value: string; text: string }[];
  defaultId: number | null;
}

/**
 * GET /rest/registration/countries, as select options with the server's default, for a form
 * that has a country field (`needed`); no other form asks for it. A list fetched
 * ahead (next-screens.ts, the route's loader) is there at the first render: the form does not
 * change under the applicant's fingers when it arrives.
 */
export function useCountries(needed: boolean): {
  countries: Loaded<Countries>;
  reload: () => void;
} {
  const { countries: read } = useRegistrationQueries();
  const [ahead] = useState(read.peek);
  const { data, reload } = useLoad(read, ahead, needed);
  const countries = useMemo(
    () =>
      data === null || data === 'failed'
        ? data
        : {
            // SPEC.md §3: a dropdown item {id, name} becomes {text, value as string}.
            options: data.countries.map(({ id, name }) => ({ value: String(id), text: name })),
            defaultId: data.default_country_id,
          },
    [data],
  );
  return { countries, reload };
}
