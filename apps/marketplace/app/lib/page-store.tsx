import { useContext, useState, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { makeStore, optionsApi, type AppStore } from '@ratai/api-client';
import type { CarModel } from '@ratai/domain';
import { useRootData, type PublicConfig } from './public-config';
import { PageStoreContext } from './store-context';

/**
 * The api-client store of the page and what needs it. Only loaded on demand (import()): by the
 * lazily loaded forms, and by the search filter when the make changes — so Redux Toolkit, RTK
 * Query and react-redux stay out of the first load.
 */

let browserStore: AppStore | undefined;

/**
 * The browser's one store for the page's life (shared by every part that loads it), or a fresh
 * throw-away one during server rendering (components fetch nothing there; a shared one would
 * mix requests).
 */
export function pageStore(config: PublicConfig): AppStore {
  const options = { apiOrigin: config.apiOrigin, cookieDomain: config.cookieDomain ?? undefined };
  if (typeof document === 'undefined') return makeStore(undefined, options);
  browserStore ??= makeStore(undefined, options);
  return browserStore;
}

/** `Component` inside react-redux's Provider with the page's store (or the one a test gave). */
export function withPageStore<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithPageStore(props: P) {
    const given = useContext(PageStoreContext);
    const { config } = useRootData();
    const [store] = useState(() => given ?? pageStore(config));
    return (
      <Provider store={store}>
        <Component {...props} />
      </Provider>
    );
  }
  WithPageStore.displayName = `WithPageStore(${Component.displayName ?? Component.name})`;
  return WithPageStore;
}

/** A make's models through the api-client (cached like any RTK Query answer). */
export async function fetchCarModels(store: AppStore, make: string): Promise<CarModel[]> {
  const request = store.dispatch(optionsApi.endpoints.carModels.initiate(make));
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}
