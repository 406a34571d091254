import { useContext, useEffect, useState } from 'react';
import type { CarModel } from '@ratai/domain';
import { usePublicConfig } from './public-config';
import { PageStoreContext } from './store-context';

/**
 * The models of `make` (null: none wanted), fetched in the browser through the api-client store,
 * which loads with this first call (see page-store.tsx). A failed request gives an empty list
 * (spec §8: an option list that cannot load stays empty).
 */
export function useCarModels(make: string | null): { data: CarModel[] | undefined; isFetching: boolean } {
  const given = useContext(PageStoreContext);
  const config = usePublicConfig();
  const [answer, setAnswer] = useState<{ make: string; models: CarModel[] } | null>(null);

  useEffect(() => {
    if (!make) return;
    let current = true;
    import('./page-store')
      .then(({ pageStore, fetchCarModels }) => fetchCarModels(given ?? pageStore(config), make))
      .catch(() => [])
      .then((models) => {
        if (current) setAnswer({ make, models });
      });
    return () => {
      current = false;
    };
  }, [make, given, config]);

  if (!make) return { data: undefined, isFetching: false };
  const data = answer?.make === make ? answer.models : undefined;
  return { data, isFetching: data === undefined };
}
